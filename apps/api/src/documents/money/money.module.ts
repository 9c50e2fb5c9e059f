import { Module } from '@nestjs/common';
import { DocumentMoneyService } from './document-money.service';

@Module({ providers: [DocumentMoneyService], exports: [DocumentMoneyService] })
export class MoneyModule {}
