package io.mailroom.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/** The one place that builds HTTP requests: URL, query, headers and body per docs/decisions/001-wire-format.md and 002-auth-and-content-type.md. */
final class RequestFactory {

    private final String base;
    private final ApiKey key;
    private final Duration timeout;

    /** @param baseUrl as {@link InputRules#baseUrl} leaves it: absolute, no trailing slash */
    RequestFactory(URI baseUrl, ApiKey key, Duration timeout) {
        this.base = baseUrl.toString();
        this.key = key;
        this.timeout = timeout;
    }

    HttpRequest send(Email email) {
        return withBody(Endpoint.SEND, email);
    }

    HttpRequest listContacts(String appId, int page, int pageSize) {
        Map<String, String> query = new LinkedHashMap<>();
        query.put("appId", appId);
        query.put("page", Integer.toString(page));
        query.put("pageSize", Integer.toString(pageSize));
        return builder(Endpoint.LIST_CONTACTS, query).GET().build();
    }

    HttpRequest saveContact(SaveContactRequest request) {
        return withBody(Endpoint.SAVE_CONTACT, request);
    }

    HttpRequest deleteContact(String appId, String emailAddress) {
        Map<String, String> query = new LinkedHashMap<>();
        query.put("appId", appId);
        query.put("emailAddress", emailAddress);
        return builder(Endpoint.DELETE_CONTACT, query).DELETE().build();
    }

    /**
     * The request as it is sent in {@code turn}: the same request, with a body (an empty one for
     * GET and DELETE) that reports to the turn when the request leaves.
     */
    static HttpRequest departingIn(HttpRequest request, RateLimiter.Turn turn) {
        HttpRequest.BodyPublisher body = request.bodyPublisher().orElseGet(HttpRequest.BodyPublishers::noBody);
        return HttpRequest.newBuilder(request, (name, value) -> true)
                .method(request.method(), new DepartureReportingBody(body, turn))
                .build();
    }

    /** Percent-encodes a query value, {@code +}, {@code @} and space included (space as %20). */
    static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private HttpRequest withBody(Endpoint endpoint, Object body) {
        byte[] bytes;
        try {
            bytes = Json.mapper().writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("request records always serialise", e);
        }
        return builder(endpoint, Map.of())
                .header("Content-Type", Json.CONTENT_TYPE)
                .method(endpoint.method, HttpRequest.BodyPublishers.ofByteArray(bytes))
                .build();
    }

    private HttpRequest.Builder builder(Endpoint endpoint, Map<String, String> query) {
        String queryText = query.isEmpty() ? "" : "?" + query.entrySet().stream()
                .map(e -> e.getKey() + "=" + encode(e.getValue()))
                .collect(Collectors.joining("&"));
        return HttpRequest.newBuilder(URI.create(base + endpoint.path + queryText))
                .timeout(timeout)
                .header("Accept", "application/json")
                .header("Authorization", "Bearer " + key.reveal());
    }
}
