import { ErrorCode, FieldCode, Messages } from '@dealdraft/domain';
import { Type } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { AppError } from './app-error';
import { graphQLErrorOf } from './error.filter';
import {
  constraintCode,
  createValidationPipe,
  invalidField,
  invalidFields,
  refusedField,
} from './validation';

class LineInput {
  @MaxLength(5, { message: 'Too long' })
  description!: string;
}

class SignupInput {
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @IsString()
  name!: string;

  @ValidateNested({ each: true })
  @Type(() => LineInput)
  lines!: LineInput[];

  @IsOptional()
  @Min(1, { message: 'Enter an amount greater than 0', context: { code: 'AMOUNT_NOT_POSITIVE' } })
  amount?: number;
}

async function refusal(body: unknown): Promise<AppError> {
  const pipe = createValidationPipe();
  return pipe.transform(body, { type: 'body', metatype: SignupInput }).then(
    () => {
      throw new Error('accepted');
    },
    (error: AppError) => error,
  );
}

describe('constraintCode', () => {
  it.each([
    ['isEmail', 'IS_EMAIL'],
    ['maxLength', 'MAX_LENGTH'],
    ['whitelistValidation', 'WHITELIST_VALIDATION'],
    ['isUUID', 'IS_UUID'],
    ['atMostTwoDecimals', 'AT_MOST_TWO_DECIMALS'],
  ])('names %s %s', (name, code) => {
    expect(constraintCode(name)).toBe(code);
  });
});

describe('the validation pipe', () => {
  it('refuses each failing field with its code and message, nested ones by path', async () => {
    const error = await refusal({
      email: 'nope',
      name: 'Ada',
      lines: [{ description: 'ok' }, { description: 'far too long' }],
      isAdmin: true,
    });
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    expect(error.details?.errors).toEqual([
      {
        field: 'isAdmin',
        code: 'WHITELIST_VALIDATION',
        message: 'property isAdmin should not exist',
      },
      { field: 'email', code: 'IS_EMAIL', message: 'Please enter a valid email address' },
      { field: 'lines.1.description', code: 'MAX_LENGTH', message: 'Too long' },
    ]);
    // The message names the fields as it always has: the spec's tests read it.
    expect(error.message).toBe(
      'isAdmin: property isAdmin should not exist; email: Please enter a valid email address; ' +
        'lines.1.description: Too long',
    );
  });

  it('answers the code a rule names in its context, where a service states the same rule', async () => {
    const error = await refusal({ email: 'a@b.io', name: 'Ada', lines: [], amount: 0 });
    expect(error.details?.errors).toEqual([
      { field: 'amount', code: 'AMOUNT_NOT_POSITIVE', message: 'Enter an amount greater than 0' },
    ]);
  });

  it('refuses control characters as a field like any other rule', async () => {
    const error = await refusal({ email: 'a@b.io', name: 'A\u0000', lines: [] });
    expect(error.details?.errors).toEqual([
      {
        field: 'name',
        code: FieldCode.ControlCharacters,
        message: Messages.validation.controlCharacters,
      },
    ]);
  });
});

describe('field refusals', () => {
  it("names each field in the message and lists it with its code (a service's rule)", () => {
    const error = invalidFields([
      { field: 'deposit', code: FieldCode.DepositOverTotal, message: 'Over the total' },
      { field: 'services.0.price', code: FieldCode.TooManyDecimals, message: 'Too many decimals' },
    ]);
    expect(error.httpStatus).toBe(400);
    expect(error.message).toBe('deposit: Over the total; services.0.price: Too many decimals');
    expect(invalidField('deposit', FieldCode.DepositOverTotal, 'Over the total').details).toEqual({
      errors: [{ field: 'deposit', code: FieldCode.DepositOverTotal, message: 'Over the total' }],
    });
    expect(invalidFields([]).message).toBe(Messages.system.invalidInput);
  });

  it('keeps the message of a refusal under another code, with its field beside it', () => {
    const error = refusedField(ErrorCode.Conflict, 'version', FieldCode.VersionChanged, 'Changed');
    expect({ status: error.httpStatus, message: error.message }).toEqual({
      status: 409,
      message: 'Changed',
    });
    expect(error.details?.errors).toEqual([
      { field: 'version', code: FieldCode.VersionChanged, message: 'Changed' },
    ]);
  });

  it('answers GraphQL with the fields in extensions.fields', () => {
    const fields = [{ field: 'email', code: 'IS_EMAIL', message: 'Please enter a valid email' }];
    expect(graphQLErrorOf(invalidFields(fields)).extensions).toEqual({
      code: ErrorCode.ValidationFailed,
      fields,
    });
    expect(graphQLErrorOf(new AppError(ErrorCode.Conflict, 'Taken')).extensions).toEqual({
      code: ErrorCode.Conflict,
    });
  });
});
