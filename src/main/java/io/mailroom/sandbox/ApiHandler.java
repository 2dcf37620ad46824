package io.mailroom.sandbox;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import io.mailroom.api.InvalidInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.Optional;

/**
 * Everything under {@code /v1}. On receipt, a request with the right key counts against the key's
 * rate limit, whatever happens to it next (docs/sandbox.md, "The rate limit"). Then, in this
 * order: latency, injected faults (a broken network or proxy), the bearer key, the rate limit's
 * verdict, then the endpoint.
 */
final class ApiHandler {

    private static final String BAD_GATEWAY_PAGE = "<html><body><h1>502 Bad Gateway</h1></body></html>";
    private static final String BEARER = "Bearer ";

    private final byte[] apiKey;
    private final ArrivalRateLimit limiter;
    private final SandboxFaults faults;
    private final RequestStats stats;
    private final ContactEndpoints contacts;
    private final SendEndpoint send;

    ApiHandler(String apiKey, ArrivalRateLimit limiter, SandboxFaults faults, RequestStats stats,
               ContactEndpoints contacts, SendEndpoint send) {
        this.apiKey = apiKey.getBytes(StandardCharsets.UTF_8);
        this.limiter = limiter;
        this.faults = faults;
        this.stats = stats;
        this.contacts = contacts;
        this.send = send;
    }

    void handle(HttpExchange exchange, String requestId) throws IOException, InterruptedException {
        String path = exchange.getRequestURI().getPath();
        stats.received(exchange.getRequestMethod(), path);
        Optional<Duration> overLimit = admit(exchange.getRequestHeaders());
        Thread.sleep(faults.latencyFor(path));
        Optional<InjectedFault> fault = faults.takeNext(path);
        if (fault.isEmpty()) {
            answer(exchange, requestId, process(exchange, requestId, overLimit));
            return;
        }
        switch (fault.get()) {
            case InjectedFault.Drop() -> Responses.drop(exchange);
            case InjectedFault.Malformed() -> Responses.html(exchange, 502, BAD_GATEWAY_PAGE);
            case InjectedFault.Failure(int status, long code, String message, Duration retryAfter) -> {
                Reply error = Reply.error(status, code, message);
                answer(exchange, requestId,
                        retryAfter == null ? error : error.withHeader("Retry-After", Long.toString(retryAfter.toSeconds())));
            }
            case InjectedFault.AnswerLate(Duration delay) -> {
                Reply reply = process(exchange, requestId, overLimit);
                Thread.sleep(delay);
                answer(exchange, requestId, reply);
            }
        }
    }

    /** Counts the arrival against its key; a request without the right key is no one's to count. */
    private Optional<Duration> admit(Headers headers) {
        try {
            return limiter.admit(authenticate(headers));
        } catch (Refusal withoutTheKey) {
            return Optional.empty();
        }
    }

    private Reply process(HttpExchange exchange, String requestId, Optional<Duration> overLimit) throws IOException {
        try {
            authenticate(exchange.getRequestHeaders());
            overLimit.ifPresent(this::refuseOverLimit);
            return route(exchange, requestId);
        } catch (Refusal refusal) {
            return refusal.reply();
        } catch (InvalidInputException invalid) {
            return Reply.error(ErrorCode.INVALID_FIELD, invalid.getMessage());
        }
    }

    private Reply route(HttpExchange exchange, String requestId) throws IOException {
        String method = exchange.getRequestMethod();
        String path = exchange.getRequestURI().getPath();
        return switch (path) {
            case "/v1/send" -> switch (method) {
                case "POST" -> send.send(exchange, requestId);
                default -> throw Refusal.methodNotAllowed(method, path, "POST");
            };
            case "/v1/contact" -> switch (method) {
                case "GET" -> contacts.list(exchange);
                case "POST" -> contacts.save(exchange);
                case "DELETE" -> contacts.delete(exchange);
                default -> throw Refusal.methodNotAllowed(method, path, "GET, POST, DELETE");
            };
            default -> throw Refusal.noSuchEndpoint(path);
        };
    }

    /** Returns the presented key once it matches; the key never appears in any answer. */
    private String authenticate(Headers headers) {
        String authorization = headers.getFirst("Authorization");
        if (authorization == null || !authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())
                || authorization.substring(BEARER.length()).isBlank()) {
            throw new Refusal(Reply.error(ErrorCode.MISSING_TOKEN, "Missing bearer token").withHeader("WWW-Authenticate", "Bearer"));
        }
        String presented = authorization.substring(BEARER.length()).strip();
        if (!MessageDigest.isEqual(presented.getBytes(StandardCharsets.UTF_8), apiKey)) {
            throw new Refusal(Reply.error(ErrorCode.INVALID_KEY, "Invalid API key").withHeader("WWW-Authenticate", "Bearer"));
        }
        return presented;
    }

    private void refuseOverLimit(Duration wait) {
        long seconds = Math.max(1, (wait.toNanos() + 999_999_999) / 1_000_000_000);
        throw new Refusal(Reply.error(ErrorCode.RATE_LIMITED,
                        "Rate limit exceeded: " + limiter.limit() + " requests per second")
                .withHeader("Retry-After", Long.toString(seconds)));
    }

    private void answer(HttpExchange exchange, String requestId, Reply reply) throws IOException {
        if (reply.status() == 429) {
            stats.rateLimited(exchange.getRequestMethod(), exchange.getRequestURI().getPath());
        }
        Responses.envelope(exchange, requestId, reply);
    }
}
