import type { ImportPreview } from '@/lib/imports-api';
import { strings } from '@/strings';

const t = strings.imports;

/** The file's first rows as read, under its own headings. */
export function ImportSample({ preview }: { preview: ImportPreview }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-xs" aria-label={t.sampleLabel}>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t.row}
            </th>
            {preview.headers.map((header, index) => (
              <th key={index} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.sample.map((line) => (
            <tr key={line.row} className="border-t">
              <td className="px-2 py-1.5 text-muted-foreground">{line.row}</td>
              {line.cells.map((cell, index) => (
                <td key={index} className="max-w-48 truncate px-2 py-1.5" title={cell}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
