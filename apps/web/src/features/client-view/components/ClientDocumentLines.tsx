import { documentStrings, formatMoney } from '@dealdraft/domain';
import type { ClientDocument } from '../hooks/useClientDocument';

/** The document's lines: a table from the md breakpoint, a card per line below it. */
export function ClientDocumentLines({ document }: { document: ClientDocument }) {
  const t = documentStrings(document.language);
  const money = (amount: number) => formatMoney(amount, document.currency, t.locale);
  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <thead>
          <tr className="border-b text-left text-xs tracking-wider text-muted-foreground uppercase">
            <th className="py-2 pr-2 font-semibold">{t.description}</th>
            <th className="px-2 py-2 text-right font-semibold">{t.quantity}</th>
            <th className="px-2 py-2 text-right font-semibold">{document.unitLabel}</th>
            <th className="py-2 pl-2 text-right font-semibold">{t.amount}</th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line, index) => (
            <tr key={index} className="border-b last:border-0">
              <td className="py-3 pr-2 align-top">
                <p className="font-medium">{line.description}</p>
                {line.details && (
                  <p className="text-xs whitespace-pre-line text-muted-foreground">
                    {line.details}
                  </p>
                )}
                {line.discount && (
                  <p className="text-xs text-muted-foreground">
                    {t.discount} {line.discount}
                  </p>
                )}
              </td>
              <td className="px-2 py-3 text-right align-top">
                {line.quantity.toLocaleString(t.locale)}
              </td>
              <td className="px-2 py-3 text-right align-top">{money(line.unitPrice)}</td>
              <td className="py-3 pl-2 text-right align-top font-medium">{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col divide-y rounded-lg border md:hidden">
        {document.lines.map((line, index) => (
          <li key={index} className="flex flex-col gap-1 p-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <span className="font-medium">{line.description}</span>
              <span className="font-medium whitespace-nowrap">{money(line.total)}</span>
            </div>
            {line.details && (
              <span className="text-xs whitespace-pre-line text-muted-foreground">
                {line.details}
              </span>
            )}
            {line.discount && (
              <span className="text-xs text-muted-foreground">
                {t.discount} {line.discount}
              </span>
            )}
            <span className="text-xs text-muted-foreground">
              {line.quantity.toLocaleString(t.locale)} × {money(line.unitPrice)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
