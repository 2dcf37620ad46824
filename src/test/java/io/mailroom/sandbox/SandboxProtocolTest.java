package io.mailroom.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.mailroom.sandbox.SandboxHttp.Answer;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The envelope, authentication and the protocol-level refusals of /v1. */
class SandboxProtocolTest {

    private SandboxServer server;
    private SandboxHttp http;

    @BeforeEach
    void start() {
        server = SandboxServer.start(SandboxHttp.quiet().withSeedContacts(10));
        http = new SandboxHttp(server);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void listensOnLoopbackOnAFreePort() {
        assertThat(server.baseUrl().getScheme()).isEqualTo("http");
        assertThat(server.baseUrl().getHost()).isEqualTo("127.0.0.1");
        assertThat(server.baseUrl().getPort()).isPositive();
        assertThat(server.apiKey()).isEqualTo("sandbox-key");
    }

    @Test
    void successIsTheSixFieldEnvelopeAsJson() {
        long before = System.currentTimeMillis();
        Answer answer = http.get("/v1/contact?appId=newsletter&pageSize=2");
        long after = System.currentTimeMillis();

        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.header("Content-Type")).isEqualTo("application/json; charset=utf-8");
        JsonNode envelope = answer.json();
        assertThat(SandboxHttp.keys(envelope))
                .containsExactly("requestId", "code", "success", "message", "ts", "data");
        assertThat(envelope.get("requestId").asText()).matches("req_[0-9a-f]{16}");
        assertThat(envelope.get("code").isIntegralNumber()).isTrue();
        assertThat(envelope.get("code").asLong()).isZero();
        assertThat(envelope.get("success").asBoolean()).isTrue();
        assertThat(envelope.get("message").asText()).isEqualTo("OK");
        assertThat(envelope.get("ts").asLong()).isBetween(before, after);
        assertThat(envelope.get("data").get("list")).hasSize(2);
    }

    @Test
    void errorsUseTheSameEnvelope() {
        Answer answer = http.get("/v1/nowhere");

        assertThat(answer.status()).isEqualTo(404);
        assertThat(answer.header("Content-Type")).isEqualTo("application/json; charset=utf-8");
        JsonNode envelope = answer.json();
        assertThat(SandboxHttp.keys(envelope))
                .containsExactly("requestId", "code", "success", "message", "ts", "data");
        assertThat(envelope.get("code").asLong()).isEqualTo(40400);
        assertThat(envelope.get("success").asBoolean()).isFalse();
        assertThat(envelope.get("message").asText()).contains("/v1/nowhere");
        assertThat(envelope.get("data").isNull()).isTrue();
    }

    @Test
    void everyRequestGetsAFreshRequestId() {
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < 5; i++) {
            ids.add(http.get("/v1/contact?appId=newsletter&pageSize=1").json().get("requestId").asText());
            ids.add(http.get("/v1/unknown").json().get("requestId").asText());
        }
        assertThat(ids).hasSize(10);
    }

    @Test
    void missingOrNonBearerAuthorizationIs40100() {
        for (String authorization : new String[] {null, "Basic c2FuZGJveC1rZXk6", "Bearer ", "sandbox-key"}) {
            HttpRequest.Builder request = HttpRequest.newBuilder(http.uri("/v1/contact?appId=newsletter"));
            if (authorization != null) {
                request.header("Authorization", authorization);
            }
            Answer answer = http.send(request.build());

            assertThat(answer.status()).as(authorization).isEqualTo(401);
            assertThat(answer.code()).as(authorization).isEqualTo(40100);
            assertThat(answer.message()).isEqualTo("Missing bearer token");
            assertThat(answer.header("WWW-Authenticate")).isEqualTo("Bearer");
        }
    }

    @Test
    void wrongKeyIs40101AndIsNeverEchoed() {
        Answer answer = http.send(HttpRequest.newBuilder(http.uri("/v1/contact?appId=newsletter"))
                .header("Authorization", "Bearer not-the-key-s3cr3t").build());

        assertThat(answer.status()).isEqualTo(401);
        assertThat(answer.code()).isEqualTo(40101);
        assertThat(answer.message()).isEqualTo("Invalid API key");
        assertThat(answer.body()).doesNotContain("s3cr3t");
        assertThat(answer.headers().map().values().toString()).doesNotContain("s3cr3t");
    }

    @Test
    void bearerSchemeIsCaseInsensitive() {
        Answer answer = http.send(HttpRequest.newBuilder(http.uri("/v1/contact?appId=newsletter"))
                .header("Authorization", "bearer sandbox-key").build());

        assertThat(answer.status()).isEqualTo(200);
    }

    @Test
    void authenticationComesBeforeRouting() {
        Answer answer = http.send(HttpRequest.newBuilder(http.uri("/v1/nowhere")).build());

        assertThat(answer.status()).isEqualTo(401);
        assertThat(answer.code()).isEqualTo(40100);
    }

    @Test
    void unknownPathsAre40400InsideAndOutsideV1() {
        assertThat(http.get("/v1/contacts").code()).isEqualTo(40400);
        assertThat(http.get("/v1/send/").code()).isEqualTo(40400);
        Answer root = http.send(HttpRequest.newBuilder(http.uri("/")).build());
        assertThat(root.status()).isEqualTo(404);
        assertThat(root.code()).isEqualTo(40400);
    }

    @Test
    void wrongMethodIs40500WithAllow() {
        Answer put = http.send(http.request("/v1/contact").PUT(HttpRequest.BodyPublishers.ofString("{}")).build());
        assertThat(put.status()).isEqualTo(405);
        assertThat(put.code()).isEqualTo(40500);
        assertThat(put.header("Allow")).isEqualTo("GET, POST, DELETE");

        Answer head = http.send(http.request("/v1/contact?appId=a").HEAD().build());
        assertThat(head.status()).isEqualTo(405);
        assertThat(head.body()).isEmpty();

        Answer get = http.get("/v1/send");
        assertThat(get.status()).isEqualTo(405);
        assertThat(get.code()).isEqualTo(40500);
        assertThat(get.header("Allow")).isEqualTo("POST");
    }

    @Test
    void postMustDeclareJsonInUtf8() {
        for (String type : List.of("text/plain", "application/x-www-form-urlencoded", "application/json; charset=iso-8859-1")) {
            Answer answer = http.send(http.request("/v1/send").header("Content-Type", type)
                    .POST(HttpRequest.BodyPublishers.ofString("{}")).build());
            assertThat(answer.status()).as(type).isEqualTo(415);
            assertThat(answer.code()).as(type).isEqualTo(41500);
        }
        Answer untyped = http.send(http.request("/v1/send").POST(HttpRequest.BodyPublishers.ofString("{}")).build());
        assertThat(untyped.code()).isEqualTo(41500);

        Answer plainJson = http.send(http.request("/v1/send").header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{}")).build());
        assertThat(plainJson.code()).as("accepted as JSON, then validated").isEqualTo(40001);
    }

    @Test
    void bodyThatIsNotAJsonObjectIs40000() {
        for (String body : List.of("", "not json", "[1, 2]", "\"text\"", "{\"from\": 1} trailing", "{\"a\": 1, \"a\": 2}")) {
            Answer answer = http.post("/v1/send", body);
            assertThat(answer.status()).as(body).isEqualTo(400);
            assertThat(answer.code()).as(body).isEqualTo(40000);
        }
        assertThat(server.outbox()).isEmpty();
    }

    @Test
    void oversizedBodyIs41300() {
        Answer answer = http.post("/v1/send", "{\"body\": \"" + "x".repeat(Requests.MAX_BODY_BYTES) + "\"}");

        assertThat(answer.status()).isEqualTo(413);
        assertThat(answer.code()).isEqualTo(41300);
    }

    @Test
    void aClientThatPrefersHttp2IsServedOverHttp11() throws Exception {
        HttpClient defaultClient = HttpClient.newHttpClient();
        HttpResponse<String> response = defaultClient.send(http.request("/v1/contact?appId=newsletter&pageSize=1").GET().build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.version()).isEqualTo(HttpClient.Version.HTTP_1_1);
    }
}
