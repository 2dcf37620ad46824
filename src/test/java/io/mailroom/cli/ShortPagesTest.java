package io.mailroom.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import io.mailroom.api.Json;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A service that serves fewer contacts than its total says (a page cap of its own):
 * {@code --all} stops at the short page instead of skipping rows, and says what is missing.
 */
class ShortPagesTest {

    private HttpServer server;
    private final AtomicInteger requests = new AtomicInteger();

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/contact", exchange -> {
            requests.incrementAndGet();
            String contact = "{\"emailAddress\":\"%s@example.com\",\"status\":\"Confirmed\"}";
            String body = "{\"requestId\":\"req_short\",\"code\":0,\"success\":true,\"message\":\"OK\",\"ts\":1,"
                    + "\"data\":{\"total\":10,\"page\":1,\"pageSize\":5,\"list\":["
                    + String.join(",", contact.formatted("a"), contact.formatted("b"), contact.formatted("c")) + "]}}";
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json; charset=utf-8");
            exchange.sendResponseHeaders(200, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    @Test
    void allStopsAtAShortPageAndWarnsOfTheGap() throws IOException {
        CliRun result = CliRun.of(Map.of("MAILROOM_BASE_URL", "http://127.0.0.1:" + server.getAddress().getPort(),
                "MAILROOM_API_KEY", "k"), "", "contacts", "list", "--app", "x", "--all", "--page-size", "5", "--json");

        assertThat(result.exitCode()).as(result.toString()).isZero();
        assertThat(requests.get()).isEqualTo(1);
        assertThat(result.err().strip()).isEqualTo("mailroom: warning: the service reported 10 contacts but served 3");
        JsonNode all = Json.mapper().readTree(result.out());
        assertThat(all.path("total").asInt()).isEqualTo(3);
        assertThat(all.path("list")).hasSize(3);
    }
}
