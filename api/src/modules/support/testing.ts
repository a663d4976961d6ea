import type {
  SupportReplyCreate,
  SupportRequestCreate,
  SupportRequestDetail,
  SupportRequestSummary,
  SupportRequestUpdate,
} from '@kora/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp, TestSession } from '../../test/test-app';

let addresses = 0;

/** Tests: support calls as one caller (null: a visitor) sends them, each caller from an address of its own. */
export class SupportCaller {
  readonly address = `10.33.${Math.floor(++addresses / 250)}.${addresses % 250}`;

  constructor(
    private readonly t: Pick<TestApp, 'app'>,
    readonly session: TestSession | null,
  ) {}

  send(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<LightMyRequestResponse> {
    return this.t.app.inject({
      method,
      url,
      remoteAddress: this.address,
      headers: this.session?.headers,
      ...(payload && { payload }),
    });
  }

  open = (body: SupportRequestCreate) => this.send('POST', '/api/support/requests', body);
  list = () => this.send('GET', '/api/support/requests');
  request = (id: number) => this.send('GET', `/api/support/requests/${id}`);
  reply = (id: number, body: SupportReplyCreate) => this.send('POST', `/api/support/requests/${id}/replies`, body);
  update = (id: number, body: SupportRequestUpdate) => this.send('PATCH', `/api/support/requests/${id}`, body);

  /** Opens a request, expecting 201; what it answered. */
  async opened(subject: string, extra: Partial<SupportRequestCreate> = {}): Promise<SupportRequestDetail> {
    const response = await this.open({ subject, category: 'other', message: `À propos de ${subject}`, ...extra });
    if (response.statusCode !== 201) throw new Error(`open request: ${response.statusCode} ${response.body}`);
    return response.json<SupportRequestDetail>();
  }

  /** The subjects of the list the caller reads, in its order. */
  async subjects(): Promise<string[]> {
    const response = await this.list();
    if (response.statusCode !== 200) throw new Error(`list requests: ${response.statusCode} ${response.body}`);
    return response.json<SupportRequestSummary[]>().map((request) => request.subject);
  }
}
