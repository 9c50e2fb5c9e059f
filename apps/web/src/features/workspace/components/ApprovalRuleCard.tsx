import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { ApprovalRuleDocument, UpdateApprovalRuleDocument } from '@/generated/graphql';
import { fieldErrorsOf, messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';

const t = strings.approvals.rule;

const asText = (value: number | null | undefined) => (value == null ? '' : String(value));
const asNumber = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/**
 * /workspace: when a proposal needs an owner's or admin's approval before it is sent (a total
 * over an amount, a discount over a percent; both empty: never). Anyone sees the rule; owners
 * and admins change it.
 */
export function ApprovalRuleCard({ editable }: { editable: boolean }) {
  const { data } = useQuery(ApprovalRuleDocument);
  // The rule has no id to normalise by: the card's query is read again after a save.
  const [save, { loading }] = useMutation(UpdateApprovalRuleDocument, {
    refetchQueries: [ApprovalRuleDocument],
    awaitRefetchQueries: true,
  });
  const rule = data?.approvalRule;
  const [total, setTotal] = useState('');
  const [discount, setDiscount] = useState('');
  const [errors, setErrors] = useState<{ overTotal?: string; overDiscountPercent?: string }>({});

  useEffect(() => {
    if (!rule) return;
    setTotal(asText(rule.overTotal));
    setDiscount(asText(rule.overDiscountPercent));
  }, [rule]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await save({
        variables: {
          input: { overTotal: asNumber(total), overDiscountPercent: asNumber(discount) },
        },
      });
      notify.success(t.saved);
    } catch (failure) {
      const named = Object.fromEntries(fieldErrorsOf(failure).map((e) => [e.field, e.messages[0]]));
      setErrors({ overTotal: named.overTotal, overDiscountPercent: named.overDiscountPercent });
      notify.error(messageOr(failure, t.saveFailed));
    }
  };

  const currency = rule?.currency ?? '';
  const none = rule && rule.overTotal == null && rule.overDiscountPercent == null;
  return (
    <Card id="approvals">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t.overTotal(currency)} optional error={errors.overTotal}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  value={total}
                  disabled={!editable}
                  onChange={(event) => setTotal(event.target.value)}
                />
              )}
            </FormField>
            <FormField label={t.overDiscount} optional error={errors.overDiscountPercent}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  value={discount}
                  disabled={!editable}
                  onChange={(event) => setDiscount(event.target.value)}
                />
              )}
            </FormField>
          </div>
          {none && <p className="text-sm text-muted-foreground">{t.none}</p>}
          {editable ? (
            <div>
              <Button type="submit" disabled={loading}>
                {t.save}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t.readOnly}</p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
