import { DraftMessages, ErrorCode, ROUND_PRICE_CENTS } from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { proposalPayload } from './factories/proposal';
import { TestApp, bootApp } from './support/app';
import { asText } from './support/bodies';

describe('AI drafting with no AI endpoint configured (the offline template engine)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await bootApp({ AI_BASE_URL: '', AI_API_KEY: '' });
  });
  afterAll(() => ctx.close());

  /** Drafting comes with the paid plans (spec §9). */
  const paidUser = async () => {
    const user = await ctx.newUser();
    await ctx.upgrade(user);
    return user;
  };

  const brief = {
    project: 'Four blog articles about sourdough for our bakery.',
    industry: 'writing',
    budget: 1234.56,
  };

  it('refuses drafting on the Free Trial with 403 and the upgrade message, on every transport', async () => {
    const trial = await ctx.newUser();
    for (const path of ['/api/ai/draft', '/api/ai/draft/stream']) {
      const response = await ctx
        .http()
        .post(path)
        .auth(trial.token, { type: 'bearer' })
        .send(brief)
        .expect(403);
      expect(response.body).toEqual({
        status: 'error',
        data: null,
        message: DraftMessages.planRequired,
      });
    }
    const { errors } = await ctx.graphql(
      `mutation($brief: DraftBriefInput!) { draftProposal(brief: $brief) { engine } }`,
      { brief },
      trial.token,
    );
    expect(errors?.[0]).toMatchObject({
      message: DraftMessages.planRequired,
      extensions: { code: ErrorCode.PlanRequired },
    });
    // Upgraded, the same user drafts.
    await ctx.upgrade(trial);
    await ctx
      .http()
      .post('/api/ai/draft')
      .auth(trial.token, { type: 'bearer' })
      .send(brief)
      .expect(200);
  });

  it('drafts the brief’s deliverables in $5 steps that sum to the budget exactly', async () => {
    const user = await paidUser();
    const response = await ctx
      .http()
      .post('/api/ai/draft')
      .auth(user.token, { type: 'bearer' })
      .send({
        project:
          'logo and packaging design for a small organic tea shop launching 4 new blends; also a one-page website',
        budget: 2500,
      })
      .expect(200);
    const { draft } = response.body.data;
    expect(draft.proposalTitle).toBe(
      'Logo Design, Packaging Design and One-Page Website for a Small Organic Tea Shop',
    );
    expect(draft.services).toEqual([
      { description: 'Logo design', price: 710, quantity: 1 },
      { description: 'Packaging design, per blend', price: 330, quantity: 4 },
      { description: 'One-page website', price: 470, quantity: 1 },
    ]);
    expect(draft.total).toBe(2500);
    for (const line of draft.services)
      expect(Math.round(line.price * 100) % ROUND_PRICE_CENTS).toBe(0);
    expect(draft.summary).toContain(
      'Scope of work for a small organic tea shop:\n- Logo design\n- Packaging design for 4 new blends\n- One-page website',
    );
    expect(draft.additionalTerms).not.toContain('Scope of work');
  });

  it('drafts with the template engine, says so, and saves or counts nothing', async () => {
    const user = await paidUser();
    const response = await ctx
      .http()
      .post('/api/ai/draft')
      .auth(user.token, { type: 'bearer' })
      .send(brief)
      .expect(200);
    expect(response.body.data).toMatchObject({
      engine: 'template',
      engineLabel: DraftMessages.templateEngine,
      notice: null,
      draft: { total: 1234.56 },
    });
    const again = await ctx
      .http()
      .post('/api/ai/draft')
      .auth(user.token, { type: 'bearer' })
      .send(brief);
    expect(again.body.data).toEqual(response.body.data);

    const db = ctx.app.get(DataSource);
    const [row] = await db.query(
      'SELECT proposals_used, (SELECT count(*)::int FROM proposals WHERE workspace_id = $1) AS proposals FROM workspaces WHERE id = $1',
      [user.workspaceId],
    );
    expect(row).toEqual({ proposals_used: 0, proposals: 0 });
  });

  it('leans on the prices of the user’s three most recent accepted proposals and their business name', async () => {
    const user = await paidUser();
    const create = (body: object) =>
      ctx.http().post('/api/proposals').auth(user.token, { type: 'bearer' }).send(body).expect(201);
    // An older accepted one (a fourth) and a draft must not count.
    await create(
      proposalPayload({
        status: 'accepted',
        services: [{ description: 'Blog articles', price: 10, quantity: 1 }],
      }),
    );
    for (const price of [300, 310, 320]) {
      await create(
        proposalPayload({
          status: 'accepted',
          services: [{ description: `Blog article, ${price}`, price, quantity: 1 }],
        }),
      );
    }
    await create(
      proposalPayload({ services: [{ description: 'Blog article', price: 999, quantity: 1 }] }),
    );

    const response = await ctx
      .http()
      .post('/api/ai/draft')
      .auth(user.token, { type: 'bearer' })
      .send({ project: brief.project, industry: 'writing' })
      .expect(200);
    const { draft } = response.body.data;
    // The workspace's usual rate is kept as it is: no budget asks for a new one.
    expect(draft.services).toEqual([
      { description: 'Blog article about sourdough', price: 320, quantity: 4 },
    ]);
    expect(draft.summary).toContain('Studio Ada will');
  });

  it('streams the template draft as server-sent events', async () => {
    const user = await paidUser();
    const response = await ctx
      .http()
      .post('/api/ai/draft/stream')
      .auth(user.token, { type: 'bearer' })
      .send(brief)
      .buffer(true)
      .parse(asText)
      .expect(200);
    const body = response.body as string;
    expect(body).toMatch(/^event: text\ndata: \{"text":"Blog Articles about Sourdough\\n/);
    expect(body).toMatch(/event: draft\ndata: \{.*"engine":"template"/);
  });

  /**
   * Briefs as people write them, in the proposal's language or another, from nine trades: what
   * a user would keep of each draft. Lines are the deliverables only (no date, place, count or
   * "included" phrase becomes one), in the brief's words; the frame and terms are in the
   * document's language; prices are in its currency; a deposit the brief names is the draft's.
   */
  describe('writes each brief’s draft in the document’s language and currency', () => {
    type Case = {
      trade: string;
      workspace: { currency: string; language: string };
      catalogue?: { name: string; unitPrice: number; unit: string }[];
      brief: Record<string, unknown>;
      title: string;
      lines: { description: string; quantity: number; price?: number }[];
      summary: string[];
      paymentTerms: string;
      terms: string[];
      depositPercent: number | null;
      total?: number;
    };
    const cases: Case[] = [
      {
        trade: 'wedding photography (the issue’s German brief, German EUR workspace)',
        workspace: { currency: 'EUR', language: 'de' },
        catalogue: [
          { name: 'Hochzeitsreportage', unitPrice: 180, unit: 'hour' },
          { name: 'Fotobuch', unitPrice: 450, unit: 'item' },
        ],
        brief: {
          project:
            'Hochzeitsfotografie für Anna & Jonas am 12. Juni 2027 in Potsdam: 10 Stunden Reportage, ein Fotobuch mit 40 Seiten und eine Online-Galerie, Anfahrt inklusive. 50 % Anzahlung bei Buchung.',
        },
        title: 'Hochzeitsfotografie für Anna & Jonas',
        lines: [
          { description: 'Reportage (10 Stunden)', quantity: 10, price: 180 },
          { description: 'Fotobuch (40 Seiten)', quantity: 1, price: 450 },
          { description: 'Online-Galerie', quantity: 1 },
        ],
        summary: [
          'Leistungsumfang für Anna & Jonas:',
          '- Reportage (10 Stunden)',
          'Ohne Aufpreis enthalten:',
          '- Anfahrt inklusive',
        ],
        paymentTerms:
          '50 % Anzahlung bei Auftragserteilung, der Rest bei Lieferung. Rechnungen sind innerhalb von 14 Tagen fällig.',
        terms: ['Dieses Angebot ist 30 Tage ab Angebotsdatum gültig.'],
        depositPercent: 50,
      },
      {
        trade: 'wedding photography, briefed in English for a German document',
        workspace: { currency: 'EUR', language: 'de' },
        brief: {
          project:
            'Wedding photography for Anna and Jonas on 12 June 2027 in Potsdam, 10 hours, an album with 40 pages and an online gallery, travel included. 30% deposit.',
          budget: 3200,
        },
        title: 'Wedding Photography, Album and Online Gallery for Anna and Jonas',
        lines: [
          { description: 'Wedding photography (10 hours)', quantity: 1 },
          { description: 'Album (40 pages)', quantity: 1 },
          { description: 'Online gallery', quantity: 1 },
        ],
        summary: [
          'Leistungsumfang für Anna and Jonas:',
          'Ohne Aufpreis enthalten:',
          '- Travel included',
        ],
        paymentTerms:
          '30 % Anzahlung bei Auftragserteilung, der Rest bei Lieferung. Rechnungen sind innerhalb von 14 Tagen fällig.',
        terms: ['Leistungen außerhalb dieses Angebots werden vor Beginn gesondert angeboten.'],
        depositPercent: 30,
        total: 3200,
      },
      {
        trade: 'translation (French)',
        workspace: { currency: 'EUR', language: 'fr' },
        brief: {
          project:
            'Traduction de notre site web et de 3 brochures pour notre cabinet, frais de relecture inclus. Acompte de 30 %.',
          budget: 1800,
        },
        title: 'Traduction de notre site web et de 3 brochures',
        lines: [
          {
            description: 'Traduction de notre site web et de 3 brochures',
            quantity: 1,
            price: 1800,
          },
        ],
        summary: [
          'Périmètre des travaux :',
          'Inclus sans supplément :',
          '- Frais de relecture inclus',
        ],
        paymentTerms:
          'Acompte de 30 % à l’acceptation, le solde à la livraison. Les factures sont payables sous 14 jours.',
        terms: ['Cette proposition est valable 30 jours à compter de sa date.'],
        depositPercent: 30,
      },
      {
        trade: 'catering (Spanish)',
        workspace: { currency: 'EUR', language: 'es' },
        brief: {
          project:
            'Catering para la boda de Lucía y Marco el 14 de mayo de 2027 en Sevilla: menú degustación para 120 invitados, barra libre y tarta nupcial, transporte incluido.',
          budget: 9000,
        },
        title: 'Catering para la boda de Lucía y Marco',
        lines: [
          { description: 'Menú degustación (120 invitados)', quantity: 1 },
          { description: 'Barra libre', quantity: 1 },
          { description: 'Tarta nupcial', quantity: 1 },
        ],
        summary: ['Alcance del trabajo:', '- Transporte incluido'],
        // No deposit named: the job's size sets one, and the terms and the field agree.
        paymentTerms:
          'Anticipo del 40 % a la aceptación, 30 % en la revisión intermedia y 30 % a la entrega. Las facturas vencen a los 14 días.',
        terms: ['Esta propuesta es válida durante 30 días desde su fecha.'],
        depositPercent: 40,
        total: 9000,
      },
      {
        trade: 'web development (Dutch)',
        workspace: { currency: 'EUR', language: 'nl' },
        brief: {
          project:
            'Een nieuwe website voor onze bakkerij met webshop en blog, hosting inbegrepen. 40% aanbetaling.',
          budget: 4800,
        },
        title: 'Nieuwe website, webshop en blog',
        lines: [
          { description: 'Nieuwe website', quantity: 1 },
          { description: 'Webshop', quantity: 1 },
          { description: 'Blog', quantity: 1 },
        ],
        summary: ['Omvang van het werk:', 'Zonder meerprijs inbegrepen:', '- Hosting inbegrepen'],
        paymentTerms:
          '40% aanbetaling bij akkoord, het restant bij oplevering. Facturen dienen binnen 14 dagen te worden betaald.',
        terms: ['Deze offerte is 30 dagen geldig vanaf de datum.'],
        depositPercent: 40,
      },
      {
        trade: 'carpentry (English, GBP)',
        workspace: { currency: 'GBP', language: 'en' },
        brief: {
          project:
            'Bespoke oak kitchen cabinets, a walnut dining table and 6 chairs for the Hendersons in Bath, delivery and fitting included; 30% deposit on order.',
          budget: 14000,
        },
        title: 'Bespoke Oak Kitchen Cabinets, Walnut Dining Table and Chairs for the Hendersons',
        lines: [
          { description: 'Bespoke oak kitchen cabinets', quantity: 1 },
          { description: 'Walnut dining table', quantity: 1 },
          { description: 'Chair', quantity: 6 },
        ],
        summary: [
          'Scope of work for the Hendersons:',
          'Included at no extra charge:',
          '- Delivery and fitting included',
        ],
        paymentTerms:
          '30% deposit on acceptance, the balance on delivery. Invoices are due within 14 days.',
        terms: ['This proposal is valid for 30 days from its date.'],
        depositPercent: 30,
        total: 14000,
      },
      {
        trade: 'consulting (Italian)',
        workspace: { currency: 'EUR', language: 'it' },
        brief: {
          project:
            'Consulenza strategica per la nostra azienda: analisi dei processi, 3 workshop con il team e un piano d’azione, trasferta inclusa.',
          budget: 6000,
        },
        title: 'Consulenza strategica per la nostra azienda',
        lines: [
          { description: 'Analisi dei processi', quantity: 1 },
          { description: 'Workshop con il team', quantity: 3 },
          { description: 'Piano d’azione', quantity: 1 },
        ],
        summary: ['Ambito del lavoro:', '- Trasferta inclusa'],
        paymentTerms:
          'Acconto del 40% all’accettazione, 30 % alla revisione intermedia e 30 % alla consegna. Le fatture scadono entro 14 giorni.',
        terms: ['Questa proposta è valida 30 giorni dalla sua data.'],
        depositPercent: 40,
        total: 6000,
      },
      {
        trade: 'product photography (Polish, PLN)',
        workspace: { currency: 'PLN', language: 'pl' },
        brief: {
          project:
            'Sesja zdjęciowa produktów dla naszego sklepu: 50 zdjęć, retusz i krótki film, dojazd w cenie. Zaliczka 20%.',
        },
        title: 'Sesja zdjęciowa produktów dla naszego sklepu',
        lines: [
          { description: '50 zdjęć', quantity: 1 },
          { description: 'Retusz', quantity: 1 },
          { description: 'Krótki film', quantity: 1 },
        ],
        summary: ['Zakres prac:', 'W cenie bez dopłat:', '- Dojazd w cenie'],
        paymentTerms:
          'Zaliczka 20% przy akceptacji, reszta przy odbiorze. Faktury są płatne w ciągu 14 dni.',
        terms: ['Oferta jest ważna 30 dni od daty jej wystawienia.'],
        depositPercent: 20,
      },
      {
        trade: 'online shop development (Portuguese)',
        workspace: { currency: 'EUR', language: 'pt' },
        brief: {
          project:
            'Desenvolvimento de uma loja online para a nossa marca de cerâmica, com 30 produtos e integração de pagamentos, alojamento incluído.',
          budget: 3000,
        },
        title: 'Desenvolvimento de uma loja online e integração de pagamentos',
        lines: [
          { description: 'Desenvolvimento de uma loja online (30 produtos)', quantity: 1 },
          { description: 'Integração de pagamentos', quantity: 1 },
        ],
        summary: ['Âmbito do trabalho para a nossa marca de cerâmica:', '- Alojamento incluído'],
        paymentTerms:
          'Sinal de 50% na aceitação e o restante na entrega. As faturas vencem em 14 dias.',
        terms: ['Esta proposta é válida por 30 dias a contar da sua data.'],
        depositPercent: 50,
        total: 3000,
      },
    ];

    it.each(cases)('$trade', async (c) => {
      const user = await paidUser();
      const auth = { type: 'bearer' } as const;
      await ctx
        .http()
        .put('/api/workspace')
        .auth(user.token, auth)
        .send({ name: 'Studio Ada', ...c.workspace })
        .expect(200);
      for (const item of c.catalogue ?? [])
        await ctx.http().post('/api/items').auth(user.token, auth).send(item).expect(201);
      const response = await ctx
        .http()
        .post('/api/ai/draft')
        .auth(user.token, auth)
        .send(c.brief)
        .expect(200);
      const { draft } = response.body.data;
      expect(draft.proposalTitle).toBe(c.title);
      expect(draft.services).toEqual(
        c.lines.map((line) => expect.objectContaining(line) as unknown),
      );
      expect(draft.services).toHaveLength(c.lines.length);
      for (const line of c.summary) expect(draft.summary.split('\n')).toContain(line);
      // Intl writes "50 %" with a no-break space, as print typesetting does.
      expect(draft.paymentTerms.replace(/\u00a0/g, ' ')).toBe(c.paymentTerms);
      for (const line of c.terms) expect(draft.additionalTerms.split('\n')).toContain(line);
      expect(draft).toMatchObject({
        language: c.workspace.language,
        currency: c.workspace.currency,
        depositPercent: c.depositPercent,
        depositAmount: null,
      });
      if (c.total !== undefined) expect(draft.total).toBe(c.total);
      // Nothing the client reads is in the workspace's wrong currency or the app's English frame.
      const text = JSON.stringify(draft);
      if (c.workspace.currency !== 'USD') expect(text).not.toMatch(/USD|\$/);
      if (c.workspace.language !== 'en')
        expect(text).not.toMatch(/Scope of work|deposit on acceptance|valid for 30 days/);
    });

    it('addresses the client the form picked and keeps the form’s deposit when the brief names none', async () => {
      const user = await paidUser();
      const response = await ctx
        .http()
        .post('/api/ai/draft')
        .auth(user.token, { type: 'bearer' })
        .send({
          project: 'Logo design and business cards for a new bakery',
          clientName: 'Anna Berg',
          clientCompany: 'Berg Backwaren',
          language: 'de',
          currency: 'EUR',
          depositPercent: 25,
          budget: 1500,
        })
        .expect(200);
      const { draft } = response.body.data;
      expect(draft.proposalTitle).toBe('Logo Design and Business Cards for Berg Backwaren');
      expect(draft.summary).toContain(
        'Vielen Dank für die Gelegenheit, Ihnen dieses Angebot für Berg Backwaren zu unterbreiten.',
      );
      expect(draft.paymentTerms.replace(/\u00a0/g, ' ')).toBe(
        '25 % Anzahlung bei Auftragserteilung, der Rest bei Lieferung. Rechnungen sind innerhalb von 14 Tagen fällig.',
      );
      expect(draft).toMatchObject({
        currency: 'EUR',
        language: 'de',
        depositPercent: 25,
        total: 1500,
      });
    });

    it('refuses a language or currency it cannot write in, naming the field', async () => {
      const user = await paidUser();
      const send = (body: object) =>
        ctx
          .http()
          .post('/api/ai/draft')
          .auth(user.token, { type: 'bearer' })
          .send(body)
          .expect(400);
      expect((await send({ ...brief, language: 'xx' })).body.message).toBe(
        `language: ${DraftMessages.languageInvalid}`,
      );
      expect((await send({ ...brief, currency: 'EURO' })).body.message).toBe(
        `currency: ${DraftMessages.currencyInvalid}`,
      );
      expect((await send({ ...brief, depositPercent: 120 })).body.message).toBe(
        `depositPercent: ${DraftMessages.depositPercentInvalid}`,
      );
    });
  });
});
