package io.mailroom.sandbox;

import com.sun.net.httpserver.HttpExchange;
import io.mailroom.api.InvalidInputException;
import java.io.IOException;
import java.util.List;

/**
 * The sandbox's own endpoints under {@code /sandbox}: the outbox, the statistics and the fault
 * controls. They need no API key and are neither rate limited nor subject to faults.
 */
final class ControlHandler {

    private final List<CapturedEmail> outbox;
    private final RequestStats stats;
    private final SandboxFaults faults;

    ControlHandler(List<CapturedEmail> outbox, RequestStats stats, SandboxFaults faults) {
        this.outbox = outbox;
        this.stats = stats;
        this.faults = faults;
    }

    void handle(HttpExchange exchange, String requestId) throws IOException {
        Reply reply;
        try {
            reply = route(exchange);
        } catch (Refusal refusal) {
            reply = refusal.reply();
        } catch (InvalidInputException | IllegalArgumentException invalid) {
            reply = Reply.error(ErrorCode.INVALID_FIELD, invalid.getMessage());
        }
        Responses.envelope(exchange, requestId, reply);
    }

    private Reply route(HttpExchange exchange) throws IOException {
        String method = exchange.getRequestMethod();
        String path = exchange.getRequestURI().getPath();
        return switch (path) {
            case "/sandbox/outbox" -> switch (method) {
                case "GET" -> Reply.ok(List.copyOf(outbox));
                case "DELETE" -> {
                    outbox.clear();
                    yield Reply.ok();
                }
                default -> throw Refusal.methodNotAllowed(method, path, "GET, DELETE");
            };
            case "/sandbox/stats" -> switch (method) {
                case "GET" -> Reply.ok(stats.snapshot());
                default -> throw Refusal.methodNotAllowed(method, path, "GET");
            };
            case "/sandbox/faults" -> switch (method) {
                case "POST" -> {
                    FaultSettings.apply(Requests.jsonObject(exchange), faults);
                    yield Reply.ok();
                }
                case "DELETE" -> {
                    faults.clear();
                    yield Reply.ok();
                }
                default -> throw Refusal.methodNotAllowed(method, path, "POST, DELETE");
            };
            default -> throw Refusal.noSuchEndpoint(path);
        };
    }
}
