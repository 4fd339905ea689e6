/**
 * @jest-environment node
 */
// The hosted assistant against a local fake of the Firebase AI Logic endpoint: the real firebase/ai
// SDK, pointed at it with `baseUrl`, so what is checked here is the exact HTTP request the site
// would send, the streamed reply, errors and timeouts.
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {deleteApp, initializeApp, type FirebaseApp} from 'firebase/app';
import {GoogleAIBackend, getAI, getGenerativeModel} from 'firebase/ai';
import {buildChatIndexCached} from '@site/plugins/chat-index';
import {askDocs} from '../retrieval/askDocs';
import {PassageIndex} from '../retrieval/searchIndex';
import {AnswerError, type AnswerStream} from './AnswerProvider';
import {createGeminiAssistant, SYSTEM_INSTRUCTION} from './geminiAssistant';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
type Received = {method: string; url: string; headers: IncomingMessage['headers']; body: string};

const index = new PassageIndex(buildChatIndexCached(path.resolve(__dirname, '../../../..')));
let server: Server;
let baseUrl: string;
let handler: Handler;
let received: Received[];
let app: FirebaseApp;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({method: request.method ?? '', url: request.url ?? '', headers: request.headers, body});
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = initializeApp({apiKey: 'test-api-key', projectId: 'demo-pydocs', appId: '1:1234:web:abcd'}, 'gemini-test');
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await deleteApp(app);
});

beforeEach(() => {
  received = [];
});

function assistant(options: {timeoutMs?: number; idleTimeoutMs?: number} = {}) {
  const model = getGenerativeModel(getAI(app, {backend: new GoogleAIBackend()}), {model: 'gemini-test'}, {baseUrl});
  return createGeminiAssistant({loadModel: async () => model, loadIndex: async () => index, ...options});
}

/** A server-sent event carrying one streamed piece of the model's answer. */
function sse(text: string): string {
  return `data: ${JSON.stringify({candidates: [{index: 0, content: {role: 'model', parts: [{text}]}}]})}\r\n\r\n`;
}

function streamPieces(pieces: string[], pauseMs = 20): Handler {
  return (_request, _body, response) => {
    response.writeHead(200, {'content-type': 'text/event-stream'});
    let next = 0;
    const send = () => {
      if (next === pieces.length) {
        response.end();
        return;
      }
      response.write(sse(pieces[next++]));
      setTimeout(send, pauseMs);
    };
    send();
  };
}

async function collect(answer: AnswerStream, onPiece?: (piece: string) => void): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of answer.chunks) {
    pieces.push(piece);
    onPiece?.(piece);
  }
  return pieces;
}

const QUESTION = 'How do I write a decorator that takes arguments?';

describe('the hosted Gemini assistant', () => {
  it('sends the question with the retrieved PyDocs passages and the citation rules to the streaming endpoint', async () => {
    handler = streamPieces(['A decorator factory ', 'returns a decorator.']);
    const history = [
      {role: 'user' as const, text: 'What is a closure?'},
      {role: 'assistant' as const, text: 'A function that remembers variables.'},
    ];
    const answer = await assistant().answer(QUESTION, history, new AbortController().signal);
    await collect(answer);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1beta/projects/demo-pydocs/models/gemini-test:streamGenerateContent?alt=sse');
    expect(request.headers['x-goog-api-key']).toBe('test-api-key');
    expect(request.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request.body) as {
      systemInstruction: {parts: Array<{text: string}>};
      contents: Array<{role: string; parts: Array<{text: string}>}>;
      generationConfig: {temperature: number};
    };
    expect(body.systemInstruction.parts[0].text).toBe(SYSTEM_INSTRUCTION);
    expect(body.systemInstruction.parts[0].text).toMatch(/Cite every source you use as a Markdown link/);
    expect(body.contents.map((content) => content.role)).toEqual(['user', 'model', 'user']);
    expect(body.contents[0].parts[0].text).toBe('What is a closure?');
    const prompt = body.contents[2].parts[0].text;
    expect(prompt).toContain('URL: /docs/advanced/decorators#decorators-that-take-arguments');
    expect(prompt).toMatch(/Question: How do I write a decorator that takes arguments\?$/);
    expect(body.generationConfig.temperature).toBeLessThanOrEqual(0.3);
    expect(answer.citations.map((citation) => citation.url)).toContain('/docs/advanced/decorators#decorators-that-take-arguments');
    expect(answer.covered).toBe(true);
  });

  it('gives the model the shell command a section shows, so a question about typing one is answered with it', async () => {
    handler = streamPieces(['Run `python3 -m venv .venv`.']);
    await collect(await assistant().answer('How do I create a virtual environment?', [], new AbortController().signal));
    const body = JSON.parse(received[0].body) as {contents: Array<{parts: Array<{text: string}>}>};
    const prompt = body.contents[0].parts[0].text;
    expect(prompt).toContain('URL: /docs/getting-started/environment-setup#creating-and-activating-a-virtual-environment');
    expect(prompt).toMatch(/```bash\ncd my-project\npython3 -m venv \.venv/);
  });

  it('streams the answer piece by piece as the server sends it', async () => {
    handler = streamPieces(['Use a ', '*decorator factory*: ', 'a function that returns [a decorator](/docs/advanced/decorators).'], 40);
    const answer = await assistant().answer(QUESTION, [], new AbortController().signal);
    const arrivals: number[] = [];
    const pieces = await collect(answer, () => arrivals.push(Date.now()));
    expect(pieces).toEqual(['Use a ', '*decorator factory*: ', 'a function that returns [a decorator](/docs/advanced/decorators).']);
    // The pieces arrived as they were sent, not all at once at the end.
    expect(arrivals[2] - arrivals[0]).toBeGreaterThanOrEqual(40);
  });

  it('stops reading when the reader presses Stop', async () => {
    handler = streamPieces(['one ', 'two ', 'three ', 'four ', 'five '], 50);
    const controller = new AbortController();
    const answer = await assistant().answer(QUESTION, [], controller.signal);
    const pieces = await collect(answer, (piece) => piece === 'two ' && controller.abort());
    expect(pieces).toEqual(['one ', 'two ']);
  });

  it('turns a server error into a message for the reader', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(500, {'content-type': 'application/json'});
      response.end(JSON.stringify({error: {code: 500, message: 'Internal error', status: 'INTERNAL'}}));
    };
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = assistant().answer(QUESTION, [], new AbortController().signal);
    await expect(failure).rejects.toBeInstanceOf(AnswerError);
    await expect(failure).rejects.toThrow('The hosted model could not answer. Ask again, or switch to the Docs assistant.');
    consoleError.mockRestore();
  });

  it('says the model is busy when it is rate limited', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(429, {'content-type': 'application/json'});
      response.end(JSON.stringify({error: {code: 429, message: 'Resource exhausted', status: 'RESOURCE_EXHAUSTED'}}));
    };
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(assistant().answer(QUESTION, [], new AbortController().signal)).rejects.toThrow(/busy right now/);
    consoleError.mockRestore();
  });

  it('gives up with a timeout message when the server does not answer in time', async () => {
    handler = () => undefined; // never responds
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = Date.now();
    await expect(assistant({timeoutMs: 300}).answer(QUESTION, [], new AbortController().signal)).rejects.toThrow(/took too long/);
    expect(Date.now() - started).toBeLessThan(5000);
    consoleError.mockRestore();
  });

  it('gives up when the stream goes silent after it started', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, {'content-type': 'text/event-stream'});
      response.write(sse('Half an answer '));
      // ...and nothing more, with the connection left open.
    };
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await assistant({idleTimeoutMs: 300}).answer(QUESTION, [], new AbortController().signal);
    const pieces: string[] = [];
    await expect(collect(answer, (piece) => pieces.push(piece))).rejects.toThrow(/took too long/);
    expect(pieces).toEqual(['Half an answer ']);
    consoleError.mockRestore();
  });

  it('does not ask the model about a tool PyDocs only sounds close to, as the docs assistant would not answer it', async () => {
    handler = streamPieces(['Select the cells...']);
    const question = 'How do I add conditional formatting in Excel?';
    expect(askDocs(index, question).covered).toBe(false);
    const answer = await assistant().answer(question, [], new AbortController().signal);
    await collect(answer);
    expect(received).toHaveLength(0);
    expect(answer.covered).toBe(false);
  });

  it('does not ask the model about something PyDocs does not cover', async () => {
    handler = streamPieces(['Knead the dough...']);
    const answer = await assistant().answer('How do I bake sourdough bread?', [], new AbortController().signal);
    const text = (await collect(answer)).join('');
    expect(received).toHaveLength(0);
    expect(answer.covered).toBe(false);
    expect(answer.citations).toEqual([]);
    expect(text).toMatch(/couldn't find this in the PyDocs pages/);
    expect(text).toContain('[search the site for your words](/search?q=How%20do%20I%20bake%20sourdough%20bread%3F)');
  });
});
