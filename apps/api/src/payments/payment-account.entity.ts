import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A workspace's own Stripe account: one per workspace, its keys sealed. */
@Entity('workspace_payment_accounts')
export class PaymentAccount {
  @PrimaryColumn('uuid')
  workspaceId: string;

  /** PaymentKeySealer's output: "v1.<iv|tag|ciphertext>". */
  @Column('text')
  secretKeySealed: string;

  @Column('text')
  webhookSecretSealed: string;

  /** The key's last four characters, the only part ever shown again. */
  @Column('text')
  keyHint: string;

  @Column('boolean')
  livemode: boolean;

  /** acct_…, as Stripe answered for the key. */
  @Column('text')
  stripeAccountId: string;

  @Column('text', { nullable: true })
  accountName: string | null;

  @Column('uuid', { nullable: true })
  connectedById: string | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  connectedAt: Date;
}
