// Backend connection test (/test-connection): calls GET /api/health and shows the result, with Test Again.
import { useEffect, useState } from 'react';
import { Icon } from '../../components/ui/icon.component';
import { checkHealth, type HealthResult } from '../../api/health';
import '../../styles/test-connection.css';

export default function TestConnectionPage() {
  const [result, setResult] = useState<HealthResult | null>(null);
  const [testing, setTesting] = useState(true);

  // The first check starts in the "testing" state; its result is stored from the async callback.
  useEffect(() => {
    let current = true;
    void checkHealth().then((health) => {
      if (!current) return;
      setResult(health);
      setTesting(false);
    });
    return () => {
      current = false;
    };
  }, []);

  async function testAgain() {
    setTesting(true);
    setResult(await checkHealth());
    setTesting(false);
  }

  return (
    <div className="container container--narrow connection-test">
      <h1 className="connection-test__title">Backend Connection Test</h1>
      <div className="connection-panel surface-card" aria-live="polite" aria-busy={testing}>
        {testing || !result ? (
          <p className="connection-panel__status connection-panel__status--pending">
            <span className="spinner spinner--small" aria-hidden="true" /> Testing connection...
          </p>
        ) : (
          <>
            <p
              className={
                result.connected
                  ? 'connection-panel__status connection-panel__status--ok'
                  : 'connection-panel__status connection-panel__status--failed'
              }
            >
              <Icon name={result.connected ? 'check' : 'cross'} size={26} />
              {result.connected ? 'Connected to Backend' : 'Connection Failed'}
            </p>
            <dl className="connection-panel__details">
              <div>
                <dt>Endpoint</dt>
                <dd>GET /api/health</dd>
              </div>
              <div>
                <dt>{result.connected ? 'Response' : 'Error'}</dt>
                <dd className="connection-panel__detail">{result.detail || '(empty response)'}</dd>
              </div>
              <div>
                <dt>Checked at</dt>
                <dd>{result.checkedAt.toLocaleTimeString('en-US')}</dd>
              </div>
            </dl>
          </>
        )}
        <button type="button" className="btn btn-primary" disabled={testing} onClick={() => void testAgain()}>
          Test Again
        </button>
      </div>
    </div>
  );
}
