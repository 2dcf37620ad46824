package io.mailroom.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code contacts sync} against a service whose list someone else shortens after every request: a
 * loopback server paging 20 contacts by 5, whatever size is asked for. Every pass sees the total
 * move, so no true copy can be made (docs/decisions/048-sync-when-the-list-changes.md).
 */
@Timeout(60)
class SyncWhileChangingCommandTest {

    private static final int SERVED_PAGE_SIZE = 5;

    private HttpServer server;
    private final List<String> contacts = new ArrayList<>();

    @BeforeEach
    void start() throws IOException {
        IntStream.range(0, 20).forEach(i -> contacts.add("c" + i + "@example.com"));
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/contact", exchange -> {
            try (exchange) {
                int page = Integer.parseInt(exchange.getRequestURI().getRawQuery().replaceAll(".*\\bpage=(\\d+).*", "$1"));
                byte[] body;
                synchronized (contacts) {
                    String list = contacts.stream().skip((long) (page - 1) * SERVED_PAGE_SIZE).limit(SERVED_PAGE_SIZE)
                            .map(address -> "{\"emailAddress\":\"" + address + "\",\"status\":\"Confirmed\"}")
                            .collect(Collectors.joining(","));
                    body = ("{\"requestId\":\"req_list\",\"code\":0,\"success\":true,\"message\":\"OK\",\"ts\":1,\"data\":"
                            + "{\"total\":" + contacts.size() + ",\"page\":" + page + ",\"pageSize\":" + SERVED_PAGE_SIZE
                            + ",\"list\":[" + list + "]}}").getBytes(StandardCharsets.UTF_8);
                    contacts.removeFirst();
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

    @Test
    void aListThatKeepsChangingIsReadThreeTimesThenExitsEight() {
        Map<String, String> env = Map.of("MAILROOM_BASE_URL", "http://127.0.0.1:" + server.getAddress().getPort(),
                "MAILROOM_API_KEY", "changing-list-key");

        CliRun sync = CliRun.of(env, "", "--rate-limit", "1", "contacts", "sync", "--app", "newsletter");

        assertThat(sync.exitCode()).as(sync.toString()).isEqualTo(ExitCode.LIST_NOT_READ);
        assertThat(sync.out()).isEmpty();
        List<String> said = sync.err().lines().filter(line -> line.startsWith("mailroom: ")).toList();
        assertThat(said).hasSize(4);
        assertThat(said.get(1)).matches("mailroom: note: the list changed while it was read \\(the total went from \\d+ to \\d+ at page \\d\\);"
                + " read again from the start \\(pass 2 of 3\\)");
        assertThat(said.get(2)).endsWith("read again from the start (pass 3 of 3)");
        assertThat(said.get(3)).startsWith("mailroom: The contacts of newsletter kept changing while they were read (")
                .endsWith("Try again when the list is not being changed.");
    }
}
