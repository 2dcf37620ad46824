package io.mailroom.api;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.Optional;

/** Turns an HTTP answer into an envelope or the matching {@link ApiException} (docs/decisions/003-success-rule.md). */
final class ResponseReader {

    private static final int SNIPPET_LENGTH = 160;

    private final ApiKey key;

    ResponseReader(ApiKey key) {
        this.key = key;
    }

    /**
     * @param outcomeMatters true for a send: a 2xx that is not an envelope may still mean
     *                       the email went out, so it is reported as outcome unknown
     * @param dataRequired   true where the envelope's data is the answer (the list): a
     *                       success without it is malformed
     */
    <T> Envelope<T> read(HttpResponse<String> response, JavaType type, boolean outcomeMatters, boolean dataRequired) {
        int status = response.statusCode();
        JsonNode envelope = envelopeOf(response.body());
        if (status == 401 || status == 403) {
            throw new CredentialsRejectedException(reply(status, envelope));
        }
        boolean ok2xx = status >= 200 && status < 300;
        if (envelope == null) {
            if (ok2xx && outcomeMatters) {
                throw SendOutcomeUnknownException.notAnEnvelope(status);
            }
            throw new MalformedResponseException(status, snippet(response.body()));
        }
        ServiceReply reply = reply(status, envelope);
        boolean success = envelope.path("success").asBoolean(false);
        Optional<Contradiction> contradiction = Contradiction.of(status, success, reply.code());
        if (contradiction.isPresent()) {
            if (outcomeMatters) {
                throw SendOutcomeUnknownException.contradictory(contradiction.get(), reply);
            }
            throw ServiceRefusedException.contradictory(contradiction.get(), reply);
        }
        if (!ok2xx || !success || reply.code() != 0) {
            throw new ServiceRefusedException(reply);
        }
        JsonNode data = envelope.path("data");
        if (dataRequired && (data.isNull() || data.isMissingNode())) {
            throw new MalformedResponseException(status, snippet(response.body()));
        }
        try {
            Envelope<T> read = Json.mapper().treeToValue(envelope, type);
            // What the service says goes to the activity log and the screen: redacted like
            // every other answer, in case the service echoes the key (docs/decisions/013-where-the-key-lives.md).
            return new Envelope<>(reply.requestId(), read.code(), read.success(), reply.message(), read.ts(), read.data());
        } catch (JacksonException | IllegalArgumentException e) {
            if (outcomeMatters) {
                throw SendOutcomeUnknownException.unreadable(reply);
            }
            throw new MalformedResponseException(status, snippet(response.body()));
        }
    }

    /**
     * True when the service itself answered, in its envelope, that the operation did not
     * succeed (spec 2.1: {@code success} says whether the business operation succeeded). An
     * answer that is not the envelope comes from something in front of the service (a proxy's
     * error page) and says nothing of what the service did.
     */
    boolean refusedByTheService(HttpResponse<String> response) {
        JsonNode envelope = envelopeOf(response.body());
        return envelope != null && !envelope.path("success").asBoolean();
    }

    /** What can be read of the service's answer, envelope or not. */
    ServiceReply reply(HttpResponse<String> response) {
        return reply(response.statusCode(), envelopeOf(response.body()));
    }

    private ServiceReply reply(int status, JsonNode envelope) {
        if (envelope == null) {
            return new ServiceReply(status, null, null, null);
        }
        JsonNode message = envelope.get("message");
        JsonNode requestId = envelope.get("requestId");
        return new ServiceReply(status, envelope.get("code").asLong(),
                message == null || message.isNull() ? null : key.redact(message.asText()),
                // The request id is echoed text too: redacted like the message (docs/decisions/013-where-the-key-lives.md).
                requestId == null || requestId.isNull() ? null : key.redact(requestId.asText()));
    }

    /** The parsed envelope, or null when the body is not one (no JSON object with a numeric code and a boolean success). */
    private static JsonNode envelopeOf(String body) {
        if (body == null || body.isBlank()) {
            return null;
        }
        try {
            JsonNode node = Json.mapper().readTree(body);
            if (node != null && node.isObject() && node.path("code").isIntegralNumber() && node.path("success").isBoolean()) {
                return node;
            }
            return null;
        } catch (JacksonException e) {
            return null;
        }
    }

    private String snippet(String body) {
        if (body == null) {
            return "";
        }
        String flat = key.redact(body).replaceAll("\\s+", " ").strip();
        return flat.length() <= SNIPPET_LENGTH ? flat : flat.substring(0, SNIPPET_LENGTH) + "…";
    }
}
