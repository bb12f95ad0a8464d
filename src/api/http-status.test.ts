import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { answerProbe as answer, freshStore, probe, PROBE, translate } from '@tests/api/harness';

/** Spec section 8, the HTTP statuses: the rejection and the dialog the shopper reads, one test a row. */
describe('section 8: HTTP statuses', () => {
  it('HTTP 404: the request failed, check the phone network', async () => {
    server.use(answer({ code: 0, msg: 'nope' }, { status: 404 }));
    const store = freshStore();
    const result = await probe(store);
    expect(result.error).toMatchObject({ kind: 'http', code: 404 });
    const dialog = store.getState().ui.dialogs.at(0);
    expect(translate(dialog?.content)).toBe('The request failed. Please check your phone’s network connection.');
    expect(translate(dialog?.content, 'es')).toBe('La solicitud ha fallado. Comprueba la conexión de red de tu teléfono.');
  });

  it('HTTP 502 with an HTML page: the server is under maintenance', async () => {
    server.use(http.post(PROBE, () => HttpResponse.html('<html><body>Bad Gateway</body></html>', { status: 502 })));
    const store = freshStore();
    const result = await probe(store);
    expect(result.error).toMatchObject({ kind: 'http', code: 502 });
    expect(translate(store.getState().ui.dialogs.at(0)?.content)).toBe(
      'The server is under maintenance. Please try again later.',
    );
  });

  it('HTTP 503: error 503, service not started', async () => {
    server.use(http.post(PROBE, () => new HttpResponse('Service Unavailable', { status: 503 })));
    const store = freshStore();
    const result = await probe(store);
    expect(result.error).toMatchObject({ kind: 'http', code: 503 });
    expect(translate(store.getState().ui.dialogs.at(0)?.content)).toBe('Error 503: the service has not started.');
    expect(translate(store.getState().ui.dialogs.at(0)?.content, 'zh-CN')).toBe('错误 503：服务未启动。');
  });

  it('other statuses: "Error:" plus the server message', async () => {
    server.use(answer({ code: 0, msg: 'Database gone away' }, { status: 500 }));
    const store = freshStore();
    const result = await probe(store);
    expect(result.error).toMatchObject({ kind: 'http', code: 500, msg: 'Database gone away' });
    expect(translate(store.getState().ui.dialogs.at(0)?.content)).toBe('Error: Database gone away');
  });

  it('other statuses without a JSON message use the status text, never the HTML', async () => {
    server.use(
      http.post(PROBE, () => HttpResponse.html('<h1>Teapot</h1>', { status: 418, statusText: "I'm a teapot" })),
    );
    const store = freshStore();
    await probe(store);
    expect(translate(store.getState().ui.dialogs.at(0)?.content)).toBe("Error: I'm a teapot");
  });
});
