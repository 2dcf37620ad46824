package io.mailroom.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The body of {@code POST /sandbox/faults}, turned into calls on {@link SandboxFaults}. Every
 * setting is read and checked before any is applied, so a refused body changes nothing. Range
 * checks are {@link FaultScope}'s own, which throw {@link IllegalArgumentException} naming the setting.
 */
final class FaultSettings {

    private static final List<String> KEYS =
            List.of("path", "latencyMs", "failNext", "malformedNext", "dropNext", "answerLateNext", "rateLimit",
                    "servePageSize", "reportPageSize");
    private static final List<String> FAIL_KEYS = List.of("count", "status", "code", "message", "retryAfterSeconds");
    private static final List<String> LATE_KEYS = List.of("count", "delayMs");

    private FaultSettings() {
    }

    static void apply(ObjectNode body, SandboxFaults faults) {
        knownKeys(body, "", KEYS);
        String path = Requests.text(body, "path");
        List<Consumer<FaultScope>> actions = new ArrayList<>();
        if (body.has("latencyMs")) {
            Duration delay = Duration.ofMillis(whole(body, "latencyMs", "latencyMs"));
            actions.add(scope -> scope.latency(delay));
        }
        if (body.has("failNext")) {
            JsonNode fail = object(body, "failNext", FAIL_KEYS);
            int count = FaultScope.positive("failNext.count", whole(fail, "count", "failNext.count"));
            int status = fail.has("status")
                    ? FaultScope.errorStatus("failNext.status", whole(fail, "status", "failNext.status"))
                    : 500;
            int code = fail.has("code") ? whole(fail, "code", "failNext.code") : 50000;
            String text = Requests.text(fail, "message");
            String message = text == null ? "Injected failure" : text;
            if (fail.has("retryAfterSeconds")) {
                Duration retryAfter = Duration.ofSeconds(whole(fail, "retryAfterSeconds", "failNext.retryAfterSeconds"));
                actions.add(scope -> scope.failNext(count, status, code, message, retryAfter));
            } else {
                actions.add(scope -> scope.failNext(count, status, code, message));
            }
        }
        if (body.has("malformedNext")) {
            int count = FaultScope.positive("malformedNext", whole(body, "malformedNext", "malformedNext"));
            actions.add(scope -> scope.malformedNext(count));
        }
        if (body.has("dropNext")) {
            int count = FaultScope.positive("dropNext", whole(body, "dropNext", "dropNext"));
            actions.add(scope -> scope.dropNext(count));
        }
        if (body.has("answerLateNext")) {
            JsonNode late = object(body, "answerLateNext", LATE_KEYS);
            int count = FaultScope.positive("answerLateNext.count", whole(late, "count", "answerLateNext.count"));
            Duration delay = Duration.ofMillis(whole(late, "delayMs", "answerLateNext.delayMs"));
            actions.add(scope -> scope.answerLateNext(count, delay));
        }
        if (body.has("rateLimit")) {
            if (path != null) {
                throw Refusal.invalidField("rateLimit", "applies to every request of an API key and takes no path");
            }
            int perSecond = FaultScope.positive("rateLimit", whole(body, "rateLimit", "rateLimit"));
            actions.add(scope -> faults.rateLimit(perSecond));
        }
        for (String paging : List.of("servePageSize", "reportPageSize")) {
            if (body.has(paging)) {
                if (path != null) {
                    throw Refusal.invalidField(paging, "applies to the list of contacts only and takes no path");
                }
                int size = FaultScope.positive(paging, whole(body, paging, paging));
                actions.add(scope -> {
                    if (paging.equals("servePageSize")) {
                        faults.servePageSize(size);
                    } else {
                        faults.reportPageSize(size);
                    }
                });
            }
        }
        FaultScope scope = faults.scope(path);
        actions.forEach(action -> action.accept(scope));
    }

    private static JsonNode object(JsonNode parent, String field, List<String> keys) {
        JsonNode node = parent.get(field);
        if (!node.isObject()) {
            throw Refusal.invalidField(field, "must be an object with " + String.join(", ", keys));
        }
        knownKeys(node, field + ".", keys);
        return node;
    }

    private static void knownKeys(JsonNode node, String prefix, List<String> keys) {
        for (Map.Entry<String, JsonNode> entry : node.properties()) {
            if (!keys.contains(entry.getKey())) {
                throw new Refusal(ErrorCode.UNKNOWN_KEY,
                        prefix + entry.getKey() + ": is not a fault setting; allowed: " + String.join(", ", keys));
            }
        }
    }

    /** A non-negative whole number that fits an int; {@code label} names it in the refusal. */
    private static int whole(JsonNode parent, String field, String label) {
        JsonNode node = parent.get(field);
        if (node == null || !node.isIntegralNumber() || !node.canConvertToInt() || node.intValue() < 0) {
            throw Refusal.invalidField(label, "must be a whole number of 0 or more");
        }
        return node.intValue();
    }
}
