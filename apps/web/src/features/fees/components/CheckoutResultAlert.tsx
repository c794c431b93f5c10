import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/format.ts';
import type { CheckoutReturnState } from '../hooks/use-checkout-return.ts';

type Purpose = 'top_up' | 'subscription';

interface CheckoutResultAlertProps {
  checkout: CheckoutReturnState | null;
  /** What the page's checkouts pay for, when the payment itself could not be read. */
  purpose: Purpose;
}

/**
 * The answer to a checkout the payer came back from: the spec's "wallet charged" or "subscribed successfully",
 * or "the transaction was unsuccessful (try again or contact support)".
 */
export function CheckoutResultAlert({ checkout, purpose: pagePurpose }: CheckoutResultAlertProps) {
  const { t } = useTranslation();
  if (!checkout) return null;
  const { result, payment, dismiss } = checkout;
  const purpose = payment?.purpose ?? pagePurpose;
  const common = {
    variant: 'light',
    'data-testid': 'checkout-result',
    'data-result': result,
    withCloseButton: result !== 'confirming',
    closeButtonLabel: t('fees.checkout.dismiss'),
    onClose: dismiss,
  } as const;

  const alert = (color: string, icon: ReactNode, title: string, text: string | null, role = 'status') => (
    <Alert {...common} color={color} icon={icon} title={title} role={role}>
      {text}
    </Alert>
  );

  switch (result) {
    case 'confirming':
      return (
        <Alert {...common} color="kruPurple" role="status">
          <Group gap="sm">
            <Loader size="sm" />
            <Text size="sm">{t('fees.checkout.confirming')}</Text>
          </Group>
        </Alert>
      );
    case 'succeeded':
      return alert(
        'teal',
        <IconCircleCheck size={20} />,
        purpose === 'subscription' ? t('fees.checkout.subscribed') : t('fees.checkout.charged'),
        purpose === 'subscription'
          ? t('fees.checkout.subscribedText')
          : payment
            ? t('fees.checkout.chargedText', { amount: formatMoney(payment.amount) })
            : null,
      );
    case 'processing':
      return alert(
        'yellow',
        <IconHourglass size={20} />,
        t('fees.checkout.processing'),
        t('fees.checkout.processingText'),
      );
    case 'unknown':
      return alert(
        'red',
        <IconAlertCircle size={20} />,
        t('fees.checkout.unknown'),
        t('fees.checkout.unknownText'),
        'alert',
      );
    default:
      return alert(
        'red',
        <IconAlertCircle size={20} />,
        t('fees.checkout.failed'),
        // The provider's reason in the payer's words (the server maps every decline code), never the code.
        [
          result === 'canceled' ? t('fees.checkout.canceledText') : null,
          payment?.failureMessage ?? t('fees.checkout.failedText'),
        ]
          .filter(Boolean)
          .join(' '),
        'alert',
      );
  }
}
