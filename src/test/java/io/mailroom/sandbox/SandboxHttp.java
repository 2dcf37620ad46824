package io.mailroom.sandbox;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A plain HTTP client for one sandbox, speaking to it the way docs/decisions/001-wire-format.md and 002-auth-and-content-type.md say. */
final class SandboxHttp {

    static final ObjectMapper JSON = new ObjectMapper();
    static final String JSON_TYPE = "application/json; charset=utf-8";

    private final SandboxServer server;
    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2))
            .build();

    SandboxHttp(SandboxServer server) {
        this.server = server;
    }

    /** What came back: status, headers and the body as text and (when it is JSON) as a tree. */
    record Answer(int status, HttpHeaders headers, String body) {

        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (JsonProcessingException e) {
                throw new AssertionError("not JSON: " + body, e);
            }
        }

        long code() {
            return json().get("code").asLong();
        }

        String message() {
            return json().get("message").asText();
        }

        JsonNode data() {
            return json().get("data");
        }

        String header(String name) {
            return headers.firstValue(name).orElse(null);
        }

        @Override
        public String toString() {
            return "HTTP " + status + " " + body;
        }
    }

    HttpRequest.Builder request(String pathAndQuery) {
        return HttpRequest.newBuilder(uri(pathAndQuery))
                .timeout(Duration.ofSeconds(5))
                .header("Authorization", "Bearer " + server.apiKey());
    }

    Answer get(String pathAndQuery) {
        return send(request(pathAndQuery).GET().build());
    }

    Answer post(String path, Object body) {
        return send(request(path).header("Content-Type", JSON_TYPE).POST(bodyOf(body)).build());
    }

    Answer delete(String pathAndQuery) {
        return send(request(pathAndQuery).DELETE().build());
    }

    Answer send(HttpRequest request) {
        try {
            return sendOrFail(request);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Answer sendOrFail(HttpRequest request) throws IOException {
        try {
            HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
            return new Answer(response.statusCode(), response.headers(), response.body());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }

    Answer saveContact(String appId, String emailAddress, String status, Map<String, ?> data) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("appId", appId);
        body.put("emailAddress", emailAddress);
        body.put("status", status);
        if (data != null) {
            body.put("data", data);
        }
        return post("/v1/contact", body);
    }

    Answer list(String appId, int page, int pageSize) {
        return get("/v1/contact?appId=" + q(appId) + "&page=" + page + "&pageSize=" + pageSize);
    }

    Answer sendEmail(String from, String to, String subject, String body) {
        return post("/v1/send", Map.of("from", from, "to", to, "subject", subject, "body", body));
    }

    /** The one contact with this address in the first page of an application, or null. */
    JsonNode contact(String appId, String emailAddress) {
        for (JsonNode item : list(appId, 1, 500).data().get("list")) {
            if (item.get("emailAddress").asText().equalsIgnoreCase(emailAddress)) {
                return item;
            }
        }
        return null;
    }

    URI uri(String pathAndQuery) {
        return URI.create(server.baseUrl() + pathAndQuery);
    }

    static HttpRequest.BodyPublisher bodyOf(Object body) {
        if (body instanceof String text) {
            return HttpRequest.BodyPublishers.ofString(text);
        }
        try {
            return HttpRequest.BodyPublishers.ofByteArray(JSON.writeValueAsBytes(body));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /** The member names of a JSON object, in the order they were written. */
    static List<String> keys(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    /** Percent-encodes a query value, {@code +} and {@code @} included (docs/decisions/001-wire-format.md). */
    static String q(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** Options for tests that are not about the rate limit or the seed. */
    static SandboxOptions quiet() {
        return SandboxOptions.defaults().withRateLimit(10_000).withSeedContacts(0);
    }
}
