import { Module } from '@nestjs/common';
import { NumberingService } from './numbering.service';

/** Workspace number patterns and their sequences. */
@Module({ providers: [NumberingService], exports: [NumberingService] })
export class NumberingModule {}
