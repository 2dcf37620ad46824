package io.mailroom.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.mailroom.sandbox.SandboxHttp.Answer;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** POST /v1/send and the outbox that captures what it accepts. */
class SendEndpointTest {

    private SandboxServer server;
    private SandboxHttp http;

    @BeforeEach
    void start() {
        server = SandboxServer.start(SandboxHttp.quiet());
        http = new SandboxHttp(server);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void anAcceptedEmailIsCapturedNotDelivered() {
        Instant before = Instant.now();
        Answer answer = http.sendEmail("support@mailroom.example", "zoe.o'connor@example.com",
                "Your ticket #42", "Hello,\nyour ticket is solved.");

        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.code()).isZero();
        assertThat(answer.json().get("success").asBoolean()).isTrue();
        assertThat(answer.data().isNull()).isTrue();
        assertThat(server.outbox()).singleElement().satisfies(email -> {
            assertThat(email.id()).matches("msg_[0-9a-f]{16}");
            assertThat(email.requestId()).isEqualTo(answer.json().get("requestId").asText());
            assertThat(email.receivedAt()).isBetween(before, Instant.now());
            assertThat(email.from()).isEqualTo("support@mailroom.example");
            assertThat(email.to()).isEqualTo("zoe.o'connor@example.com");
            assertThat(email.subject()).isEqualTo("Your ticket #42");
            assertThat(email.body()).isEqualTo("Hello,\nyour ticket is solved.");
        });
    }

    @Test
    void theOutboxIsServedUnderSandboxNewestLast() {
        http.sendEmail("support@mailroom.example", "first@example.com", "One", "1");
        http.sendEmail("news@mailroom.example", "second@example.com", "Two", "2");

        Answer outbox = http.get("/sandbox/outbox");

        assertThat(outbox.status()).isEqualTo(200);
        JsonNode list = outbox.data();
        assertThat(list).hasSize(2);
        assertThat(list.get(0).get("to").asText()).isEqualTo("first@example.com");
        assertThat(list.get(1).get("to").asText()).isEqualTo("second@example.com");
        assertThat(SandboxHttp.keys(list.get(1)))
                .containsExactly("id", "receivedAt", "requestId", "from", "to", "subject", "body");
        assertThat(Instant.parse(list.get(1).get("receivedAt").asText())).isEqualTo(server.outbox().get(1).receivedAt());
    }

    @Test
    void theOutboxCanBeClearedOverHttpAndInJava() {
        http.sendEmail("support@mailroom.example", "a@example.com", "One", "1");
        assertThat(http.delete("/sandbox/outbox").status()).isEqualTo(200);
        assertThat(http.get("/sandbox/outbox").data()).isEmpty();
        assertThat(server.outbox()).isEmpty();

        http.sendEmail("support@mailroom.example", "a@example.com", "Two", "2");
        server.clearOutbox();
        assertThat(server.outbox()).isEmpty();
    }

    @Test
    void verifiedSendersMatchWithoutRegardToCase() {
        assertThat(http.sendEmail("Support@MailRoom.Example", "a@example.com", "Hi", "Hello").status()).isEqualTo(200);
    }

    @Test
    void anUnverifiedSenderIs40003() {
        Answer answer = http.sendEmail("someone@elsewhere.example", "a@example.com", "Hi", "Hello");

        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.code()).isEqualTo(40003);
        assertThat(answer.message()).isEqualTo("Sender address is not verified: someone@elsewhere.example");
        assertThat(server.outbox()).isEmpty();
    }

    @Test
    void withNoVerifiedSendersAnyValidSenderIsAccepted() {
        try (SandboxServer open = SandboxServer.start(SandboxHttp.quiet().withVerifiedSenders(List.of()))) {
            Answer answer = new SandboxHttp(open).sendEmail("anyone@elsewhere.example", "a@example.com", "Hi", "Hello");

            assertThat(answer.status()).isEqualTo(200);
            assertThat(open.outbox()).hasSize(1);
        }
    }

    @Test
    void invalidEmailsAre40001NamingFieldAndRule() {
        Map<Map<String, Object>, String> cases = Map.of(
                Map.of("from", "support@mailroom.example", "to", "a@example.com", "body", "b"), "subject: is required",
                Map.of("from", "support@mailroom.example", "to", "a@example.com", "subject", "s"), "body: is required",
                Map.of("from", "support@mailroom.example", "to", "a@example.com, b@example.com", "subject", "s", "body", "b"),
                "to: must be an email address like name@example.com",
                Map.of("from", "support", "to", "a@example.com", "subject", "s", "body", "b"),
                "from: must be an email address like name@example.com",
                Map.of("from", "support@mailroom.example", "to", "a@example.com", "subject", "one\ntwo", "body", "b"),
                "subject: must be a single line",
                Map.of("from", "support@mailroom.example", "to", List.of("a@example.com"), "subject", "s", "body", "b"),
                "to: must be a string");
        cases.forEach((body, message) -> {
            Answer answer = http.post("/v1/send", body);
            assertThat(answer.status()).as(message).isEqualTo(400);
            assertThat(answer.code()).as(message).isEqualTo(40001);
            assertThat(answer.message()).isEqualTo(message);
        });
        assertThat(server.outbox()).isEmpty();
    }
}
