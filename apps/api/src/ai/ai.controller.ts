import { DraftMessages } from '@dealdraft/domain';
import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ok } from '../common/http/envelope';
import { toAppError } from '../common/errors/to-app-error';
import { DraftService } from './draft.service';
import { DraftBriefInput } from './dto/draft-brief.input';
import { EventStream } from './event-stream';

@Controller('ai')
export class AiController {
  constructor(private readonly drafts: DraftService) {}

  /** The whole draft at once, in the envelope. */
  @Post('draft')
  @HttpCode(200)
  async draft(@CurrentUser() user: AuthUser, @Body() brief: DraftBriefInput) {
    return ok(await this.drafts.draft(user, brief), DraftMessages.drafted);
  }

  /**
   * Server-sent events: `text` events ({ text }) as the draft is written, then one `draft`
   * event with the same result as POST /api/ai/draft, or an `error` event ({ message }).
   * POST rather than GET so the brief travels in the body and the token in the header.
   */
  @Post('draft/stream')
  async stream(
    @CurrentUser() user: AuthUser,
    @Body() brief: DraftBriefInput,
    @Res() res: Response,
  ): Promise<void> {
    const events = new EventStream(res);
    try {
      const result = await this.drafts.draft(user, brief, {
        onText: (text) => events.send('text', { text }),
        signal: events.signal,
      });
      events.send('draft', result);
    } catch (error) {
      // Before the first event the error filter answers with its status; after it, in-stream.
      if (!events.opened) throw error;
      events.send('error', { message: toAppError(error).appError.message });
    }
    events.end();
  }
}
