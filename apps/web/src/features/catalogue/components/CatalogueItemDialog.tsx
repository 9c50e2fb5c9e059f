import { CATALOGUE_UNITS, CatalogueRules } from '@dealdraft/domain';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { FormDialog, FormDialogFooter } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import type { CatalogueItemInput } from '@/generated/graphql';
import { useDialogForm } from '@/lib/useDialogForm';
import { strings } from '@/strings';
import { BLANK_ITEM, toFormValues, toItemInput, validateItem } from '../utils/catalogue-form';
import type { CatalogueItem } from '../hooks/useCatalogue';

const t = strings.catalogue;

type CatalogueItemDialogProps = {
  open: boolean;
  /** The item being edited; null to create one. */
  item: CatalogueItem | null;
  /** The workspace's currency, which the price is in (undefined while it loads). */
  currency: string | undefined;
  busy: boolean;
  onClose: () => void;
  /** True when the api took it: the dialog then closes. */
  onSave: (input: CatalogueItemInput) => Promise<boolean>;
};

/** Create or edit an item. Saving never changes documents already made from it. */
export function CatalogueItemDialog(props: CatalogueItemDialogProps) {
  return (
    <FormDialog {...props} formKey={props.item?.id ?? 'new'}>
      <ItemForm {...props} />
    </FormDialog>
  );
}

function ItemForm({ item, currency, busy, onClose, onSave }: CatalogueItemDialogProps) {
  const { values, errors, set, onSubmit } = useDialogForm({
    initial: () => (item ? toFormValues(item) : BLANK_ITEM),
    validate: validateItem,
    toInput: toItemInput,
    onSave,
    onClose,
  });

  const title = item ? t.dialog.editTitle : t.dialog.newTitle;
  return (
    <DialogContent className="sm:max-w-lg">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{t.dialog.description}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField label={strings.common.name} error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={values.name}
              onChange={(event) => set('name')(event.target.value)}
              maxLength={CatalogueRules.nameMax}
              autoFocus
            />
          )}
        </FormField>
        <FormField label={t.dialog.descriptionLabel} optional error={errors.description}>
          {(control) => (
            <Textarea
              {...control}
              value={values.description}
              onChange={(event) => set('description')(event.target.value)}
              maxLength={CatalogueRules.descriptionMax}
              rows={3}
            />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <FormField
            label={currency ? t.dialog.unitPriceIn(currency) : t.dialog.unitPrice}
            error={errors.unitPrice}
          >
            {(control) => (
              <Input
                {...control}
                value={values.unitPrice}
                onChange={(event) => set('unitPrice')(event.target.value)}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
              />
            )}
          </FormField>
          <FormField label={t.dialog.unit} error={errors.unit}>
            {(control) => (
              <>
                <Input
                  {...control}
                  value={values.unit}
                  onChange={(event) => set('unit')(event.target.value)}
                  maxLength={CatalogueRules.unitMax}
                  list="catalogue-units"
                />
                <datalist id="catalogue-units">
                  {CATALOGUE_UNITS.map((unit) => (
                    <option key={unit} value={unit} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
          <FormField
            label={t.dialog.defaultQuantity}
            error={errors.defaultQuantity}
            className="col-span-2 sm:col-span-1"
          >
            {(control) => (
              <Input
                {...control}
                value={values.defaultQuantity}
                onChange={(event) => set('defaultQuantity')(event.target.value)}
                type="number"
                inputMode="numeric"
                step="1"
                min="1"
              />
            )}
          </FormField>
        </div>
        <FormDialogFooter
          busy={busy}
          submitLabel={item ? t.dialog.saveItem : t.dialog.createItem}
        />
      </form>
    </DialogContent>
  );
}
