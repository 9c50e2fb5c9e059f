import { ErrorCode } from '@dealdraft/domain';
import { Test } from '@nestjs/testing';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { AppError } from '../../common/errors/app-error';
import { EVENT_LOOP_WARN_MS } from '../../metrics/event-loop-metrics';
import { EInvoiceValidationModule } from './e-invoice-validation.module';
import { ValidationPool } from './e-invoice-validation.pool';
import { EInvoiceValidationService, countLines } from './e-invoice-validation.service';
import { compileStylesheets, example, errorRules } from '../../../test/support/e-invoice-examples';

// Threads start in 0.1 to 0.5 s, and a loaded two-core machine can take seconds more.
jest.setTimeout(120_000);

/** Tasks that answer, hold their thread, throw or end it (test/support/e-invoice-pool-worker.js). */
const STAND_IN = join(__dirname, '..', '..', '..', 'test', 'support', 'e-invoice-pool-worker.js');

/** The invoice with its first line repeated until it has `lines` lines (totals left as they were). */
function withLines(xml: string, lines: number): string {
  const line =
    /<ram:IncludedSupplyChainTradeLineItem>[\s\S]*?<\/ram:IncludedSupplyChainTradeLineItem>/;
  const first = line.exec(xml)![0];
  const others = countLines(xml, 'CII') - 1;
  return xml.replace(first, first.repeat(lines - others));
}

describe('ValidationPool', () => {
  const pools: ValidationPool[] = [];
  const pool = (options: { threads?: number; timeoutMs?: number }) => {
    const made = new ValidationPool({ filename: STAND_IN, timeoutMs: 60_000, ...options });
    pools.push(made);
    return made;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((made) => made.close()));
  });

  it('runs tasks at once on as many threads as it has, and no more', async () => {
    const two = pool({ threads: 2 });
    const threads = await Promise.all([
      two.run<number>('hold', { ms: 1_500 }),
      two.run<number>('hold', { ms: 1_500 }),
      two.run<number>('hold', { ms: 1_500 }),
    ]);
    // Two held at once on two threads; the third waited for one of them.
    expect(new Set(threads).size).toBe(2);
    expect(await two.run('echo', { lines: 3 })).toEqual({
      value: { lines: 3 },
      threadId: expect.any(Number),
    });
  });

  it('fails the task of a thread that dies, saying so, and runs the next task on a new thread', async () => {
    const one = pool({ threads: 1 });
    const before = await one.run<{ value: number; threadId: number }>('echo', 1);
    await expect(one.run('exit', { code: 3 })).rejects.toHaveProperty(
      'message',
      'The e-invoice validation thread stopped: worker exited with code: 3',
    );
    const after = await one.run<{ value: number; threadId: number }>('echo', 2);
    expect(after.value).toBe(2);
    expect(after.threadId).not.toBe(before.threadId);
  });

  it('stops a task over its time with a Timeout error, and goes on with a new thread', async () => {
    const one = pool({ threads: 1, timeoutMs: 1_000 });
    const refused = one.run('hold', { ms: 10_000 });
    await expect(refused).rejects.toThrow(
      new AppError(
        ErrorCode.Timeout,
        'The e-invoice could not be validated within 1 s; try again later.',
      ),
    );
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.Timeout, httpStatus: 504 });
    // The held thread was ended, not waited for: the next task answers within its second.
    await expect(one.run('echo', 'next')).resolves.toMatchObject({ value: 'next' });
  });

  it("passes a task's own error on as it is", async () => {
    const one = pool({ threads: 1 });
    await expect(one.run('fail', { message: 'Not well-formed' })).rejects.toThrow(
      new Error('Not well-formed'),
    );
  });

  it('starts again after being closed', async () => {
    const one = pool({ threads: 1 });
    await one.run('echo', 1);
    await one.close();
    await expect(one.run('echo', 2)).resolves.toMatchObject({ value: 2 });
  });
});

describe('EInvoiceValidationService on its pool', () => {
  const services: EInvoiceValidationService[] = [];
  const service = (options: ConstructorParameters<typeof EInvoiceValidationService>[0] = {}) => {
    const made = new EInvoiceValidationService(options);
    services.push(made);
    return made;
  };
  const cii = example('xrechnung/01.01a-INVOICE_uncefact.xml');
  const ubl = example('xrechnung/01.01a-INVOICE_ubl.xml');

  beforeAll(() => compileStylesheets(), 600_000);
  afterAll(async () => {
    await Promise.all(services.map((made) => made.close()));
  });

  it('answers calls made at once, each with its own result', async () => {
    const validator = service();
    const noIban = cii.replace(
      /<ram:PayeePartyCreditorFinancialAccount>[\s\S]*?<\/ram:PayeePartyCreditorFinancialAccount>/,
      '',
    );
    const [valid, broken, inUbl, en16931] = await Promise.all([
      validator.validate(cii, { syntax: 'CII', profile: 'XRECHNUNG' }),
      validator.validate(noIban, { syntax: 'CII', profile: 'XRECHNUNG' }),
      validator.validate(ubl, { syntax: 'UBL', profile: 'XRECHNUNG' }),
      validator.validate(noIban, { syntax: 'CII', profile: 'EN16931' }),
    ]);
    expect(valid.errors).toEqual([]);
    expect(errorRules(broken)).toEqual(['BR-DE-23-a', 'CII-SR-470']);
    expect(inUbl.errors).toEqual([]);
    expect(errorRules(en16931)).toEqual(['CII-SR-470']);
  });

  it('keeps the event loop busy far less than the app warns about, even for 100 lines', async () => {
    const validator = service();
    const invoice = withLines(cii, 100);
    expect(countLines(invoice, 'CII')).toBe(100);
    // Threads started and rules loaded: what is left is the validation itself.
    await validator.warmUp();
    // The time this thread spent running code while a validation ran (0.5 s and more of SaxonJS
    // on it before the pool). Not the longest delay of a timer, which other processes on a
    // loaded machine lengthen too; and the least of three runs, as a preempted callback can count
    // the time it waited for a core.
    const busy: number[] = [];
    for (let run = 0; run < 3; run++) {
      const before = performance.eventLoopUtilization();
      const result = await validator.validate(invoice, { syntax: 'CII', profile: 'XRECHNUNG' });
      busy.push(performance.eventLoopUtilization(before).active);
      // The totals no longer add up: the rules ran over every line.
      expect(errorRules(result)).toContain('BR-CO-10');
    }
    expect(Math.min(...busy)).toBeLessThan(EVENT_LOOP_WARN_MS);
  });

  it('refuses an invoice over the line cap before validating, naming the lines', async () => {
    const validator = service();
    const run = jest.spyOn(ValidationPool.prototype, 'run');
    try {
      const tooLong = withLines(cii, 1_001);
      const refusal = validator.validate(tooLong, { syntax: 'CII', profile: 'XRECHNUNG' });
      const message = 'This e-invoice has 1,001 lines; at most 1,000 can be validated.';
      await expect(refusal).rejects.toThrow(new AppError(ErrorCode.ValidationFailed, message));
      await expect(refusal).rejects.toMatchObject({
        httpStatus: 400,
        details: { errors: [{ field: 'lineItems', code: 'ARRAY_MAX_SIZE', message }] },
      });
      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
    }
    // The cap counts UBL's lines alike, credit notes' too.
    const small = service({ maxLines: 2 });
    const threeLines = ubl.replace(/(<cac:InvoiceLine>[\s\S]*?<\/cac:InvoiceLine>)/, '$1$1');
    expect(countLines(ubl, 'UBL')).toBe(2);
    await expect(small.validate(ubl, { syntax: 'UBL', profile: 'EN16931' })).resolves.toMatchObject(
      { valid: true },
    );
    await expect(
      small.validate(threeLines, { syntax: 'UBL', profile: 'EN16931' }),
    ).rejects.toHaveProperty('message', 'This e-invoice has 3 lines; at most 2 can be validated.');
    expect(countLines('<cn:CreditNote><cac:CreditNoteLine/><cac:CreditNoteLine>', 'UBL')).toBe(2);
  });

  it('answers a validation over its time with a Timeout error', async () => {
    const validator = service({ timeoutMs: 1 });
    await expect(validator.validate(cii, { syntax: 'CII', profile: 'EN16931' })).rejects.toThrow(
      new AppError(
        ErrorCode.Timeout,
        'The e-invoice could not be validated within 1 ms; try again later.',
      ),
    );
  });

  it('answers an error when the thread validating dies', async () => {
    const validator = service({ workerFile: STAND_IN });
    await expect(
      validator.validate(cii, { syntax: 'CII', profile: 'EN16931' }),
    ).rejects.toHaveProperty(
      'message',
      'The e-invoice validation thread stopped: worker exited with code: 3',
    );
  });

  it('ends its threads when the Nest application closes', async () => {
    const close = jest.spyOn(ValidationPool.prototype, 'close');
    try {
      const app = await Test.createTestingModule({ imports: [EInvoiceValidationModule] }).compile();
      const validator = app.get(EInvoiceValidationService);
      await expect(
        validator.validate(cii, { syntax: 'CII', profile: 'EN16931' }),
      ).resolves.toMatchObject({ valid: true });
      await app.close();
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      close.mockRestore();
    }
  });
});
