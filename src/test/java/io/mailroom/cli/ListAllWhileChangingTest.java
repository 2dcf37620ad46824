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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntPredicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code contacts list --all} against a service whose list someone else changes while it is
 * read: a loopback server paging a list of its own, which loses its first contact after each
 * request the test names (docs/decisions/035-list-changed-read-again.md to 037-listing-size-limit.md).
 */
class ListAllWhileChangingTest {

    private HttpServer server;
    private final List<String> contacts = new ArrayList<>();
    private final AtomicInteger requests = new AtomicInteger();
    /** Given the number of the request just served: whether someone deletes the first contact now. */
    private volatile IntPredicate deleteAfter = n -> false;
    private volatile long reportedTotal = -1;

    @BeforeEach
    void start() throws IOException {
        IntStream.range(0, 20).forEach(i -> contacts.add("c" + i + "@example.com"));
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/contact", exchange -> {
            try (exchange) {
                Map<String, String> query = new HashMap<>();
                for (String pair : exchange.getRequestURI().getRawQuery().split("&")) {
                    String[] parts = pair.split("=", 2);
                    query.put(parts[0], parts[1]);
                }
                int page = Integer.parseInt(query.get("page"));
                int size = Integer.parseInt(query.get("pageSize"));
                byte[] body;
                synchronized (contacts) {
                    String list = contacts.stream().skip((long) (page - 1) * size).limit(size)
                            .map(address -> "{\"emailAddress\":\"" + address + "\",\"status\":\"Confirmed\"}")
                            .collect(Collectors.joining(","));
                    long total = reportedTotal >= 0 ? reportedTotal : contacts.size();
                    body = ("{\"requestId\":\"req_list\",\"code\":0,\"success\":true,\"message\":\"OK\",\"ts\":1,\"data\":"
                            + "{\"total\":" + total + ",\"page\":" + page + ",\"pageSize\":" + size + ",\"list\":[" + list + "]}}")
                            .getBytes(StandardCharsets.UTF_8);
                    if (deleteAfter.test(requests.incrementAndGet())) {
                        contacts.removeFirst();
                    }
                }
                exchange.getResponseHeaders().add("Content-Type", "application/json; charset=utf-8");
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private CliRun listAll(String... format) {
        List<String> args = new ArrayList<>(List.of("--rate-limit", "1000", "contacts", "list", "--app", "x", "--all",
                "--page-size", "5"));
        args.addAll(List.of(format));
        return CliRun.of(Map.of("MAILROOM_BASE_URL", "http://127.0.0.1:" + server.getAddress().getPort(),
                "MAILROOM_API_KEY", "k"), "", args.toArray(String[]::new));
    }

    @Test
    void aContactDeletedDuringTheSweepIsNoticedAndTheListReadAgain() throws IOException {
        deleteAfter = n -> n == 2;

        CliRun result = listAll("--json");

        assertThat(result.exitCode()).as(result.toString()).isZero();
        assertThat(result.err().strip()).isEqualTo("mailroom: note: the list changed while it was read"
                + " (the total went from 20 to 19 at page 3); read again from the start");
        JsonNode all = Json.mapper().readTree(result.out());
        assertThat(all.path("total").asInt()).isEqualTo(19);
        assertThat(all.path("list").findValuesAsText("emailAddress"))
                .isEqualTo(IntStream.range(1, 20).mapToObj(i -> "c" + i + "@example.com").toList());
    }

    @Test
    void aListThatKeepsChangingPrintsNothingAndExitsEight() {
        deleteAfter = n -> true;

        CliRun result = listAll("--csv");

        assertThat(result.exitCode()).as(result.toString()).isEqualTo(8);
        assertThat(result.out()).isEmpty();
        assertThat(result.err().strip()).startsWith("mailroom: The contacts of x kept changing while they were read (the total"
                + " went from 20 to 19 at page 2; ").endsWith("after 3 tries. Try again when the list is not being changed.");
        assertThat(requests.get()).isEqualTo(6);
    }

    @Test
    @Timeout(120)
    void aTotalOfABillionIsRefusedAtTheFirstPageWithExitEight() {
        reportedTotal = 1_000_000_000L;

        CliRun result = listAll();

        assertThat(result.exitCode()).as(result.toString()).isEqualTo(8);
        assertThat(result.out()).isEmpty();
        assertThat(result.err().strip()).startsWith("mailroom: The service reports 1000000000 contacts in x, more than the 200000");
        assertThat(requests.get()).isEqualTo(1);
    }
}
