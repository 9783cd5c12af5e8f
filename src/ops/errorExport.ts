import { diag, DiagLogLevel, SpanStatusCode } from '@opentelemetry/api'
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace'

import { setErrorReporter, type ErrorReport, type ErrorReportingConfig } from './errorReporting'

/**
 * The OpenTelemetry side of error reporting (rules in ./errorReporting.ts), loaded by the instrumentation
 * only when a collector is configured. A tracer provider of its own, not registered as the global one:
 * Next would otherwise send a span for every request, whose attributes carry the full URL with its query
 * string; here only the error reports leave the server. The OTLP exporter reads the endpoint, the headers
 * (an API key), the timeout and the compression from the standard OTEL_EXPORTER_OTLP_* variables itself.
 */

export async function startErrorReporting(config: ErrorReportingConfig): Promise<void> {
  // The exporter's failures (collector unreachable, key refused) go to the log; its chatter does not.
  diag.setLogger(
    {
      error: (message, ...args) => console.error(`Error reporting: ${message}`, ...args),
      warn: (message, ...args) => console.warn(`Error reporting: ${message}`, ...args),
      info: () => {},
      debug: () => {},
      verbose: () => {},
    },
    { logLevel: DiagLogLevel.WARN, suppressOverrideMessage: true },
  )
  const { OTLPTraceExporter } =
    config.protocol === 'http/json'
      ? await import('@opentelemetry/exporter-trace-otlp-http')
      : await import('@opentelemetry/exporter-trace-otlp-proto')
  const provider = new TracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ 'service.name': config.serviceName })),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: config.batchDelayMs })],
  })
  const tracer = provider.getTracer('kempen-vastgoed/error-reporting')
  setErrorReporter({
    report(report: ErrorReport) {
      const span = tracer.startSpan(report.name, { attributes: report.attributes })
      span.addEvent('exception', report.exception)
      span.setStatus({ code: SpanStatusCode.ERROR, message: report.exception['exception.message'] })
      span.end()
    },
    async flush(timeoutMs: number) {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs)
        timer.unref()
      })
      await Promise.race([provider.forceFlush({ timeoutMillis: timeoutMs }).catch(() => {}), late])
      clearTimeout(timer)
    },
  })
  console.log(`Error reporting: server errors are sent as OpenTelemetry spans (${config.protocol}, service ${config.serviceName})`)
}
