package io.mailroom.sandbox;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import java.io.IOException;
import java.util.List;

/**
 * The sandbox's own endpoints under {@code /sandbox}: the outbox, the statistics, the fault
 * controls and contacts stored as given. They need no API key and are neither rate limited nor
 * subject to faults.
 */
final class ControlHandler {

    private final List<CapturedEmail> outbox;
    private final RequestStats stats;
    private final SandboxFaults faults;
    private final ContactStore contacts;

    ControlHandler(List<CapturedEmail> outbox, RequestStats stats, SandboxFaults faults, ContactStore contacts) {
        this.outbox = outbox;
        this.stats = stats;
        this.faults = faults;
        this.contacts = contacts;
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
            case "/sandbox/contacts" -> switch (method) {
                case "POST" -> {
                    storeAsGiven(Requests.jsonObject(exchange));
                    yield Reply.ok();
                }
                default -> throw Refusal.methodNotAllowed(method, path, "POST");
            };
            default -> throw Refusal.noSuchEndpoint(path);
        };
    }

    /** {"appId": "crm", "contacts": [{...}, ...]}: each contact is kept as the list will serve it, odd fields and all. */
    private void storeAsGiven(ObjectNode body) {
        contacts.putAsGiven(InputRules.appId(Requests.text(body, "appId")), body.get("contacts"));
    }
}
