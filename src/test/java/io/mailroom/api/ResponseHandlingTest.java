package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** How answers are read (docs/decisions/003-success-rule.md, 014-vip-level-read-as-sent.md). */
class ResponseHandlingTest {

    private RecordingServer server;
    private ServiceClient client;

    @BeforeEach
    void start() {
        server = new RecordingServer();
        client = TestClients.client(TestClients.config(server.baseUrl(), 1), new FakeTime(), ActivitySink.NONE);
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    @Test
    void anEnvelopeWithHttp2xxSuccessTrueAndCodeZeroIsSuccess() {
        server.then(RecordingServer.json(200, Envelopes.envelope("req-1", 0, true, "Saved", "null")));

        Envelope<Void> envelope = client.saveContact(InputRules.saveContact("app", "a@x.io", "Confirmed", null));

        assertThat(envelope.requestId()).isEqualTo("req-1");
        assertThat(envelope.message()).isEqualTo("Saved");
        assertThat(envelope.isOk()).isTrue();
    }

    @Test
    void anyOther2xxWithASuccessEnvelopeIsSuccessToo() {
        server.then(RecordingServer.json(201, Envelopes.envelope("req-1", 0, true, "Created", "null")));

        assertThat(client.saveContact(InputRules.saveContact("app", "a@x.io", "Confirmed", null)).message())
                .isEqualTo("Created");
    }

    static Stream<Arguments> refusals() {
        return Stream.of(
                Arguments.of(200, Envelopes.envelope("req-a", 0, false, "Not processed", "null"), 0L),
                Arguments.of(200, Envelopes.envelope("req-b", 40001, true, "Odd code", "null"), 40001L),
                Arguments.of(200, Envelopes.envelope("req-c", 40002, false, "Invalid appId", "null"), 40002L),
                Arguments.of(400, Envelopes.envelope("req-d", 0, true, "Bad request", "null"), 0L),
                Arguments.of(404, Envelopes.envelope("req-e", 40400, false, "No such contact", "null"), 40400L),
                Arguments.of(409, Envelopes.envelope("req-f", 40900, false, "Conflict", "null"), 40900L));
    }

    @ParameterizedTest
    @MethodSource("refusals")
    void anythingShortOf2xxSuccessAndCodeZeroIsARefusalCarryingWhatTheServiceSaid(int status, String body, long code) {
        server.then(RecordingServer.json(status, body));

        ServiceRefusedException e = catchThrowableOfType(ServiceRefusedException.class,
                () -> client.deleteContact("app", "a@x.io"));

        ServiceReply reply = e.reply().orElseThrow();
        assertThat(reply.httpStatus()).isEqualTo(status);
        assertThat(reply.code()).isEqualTo(code);
        String requestId = body.substring(body.indexOf("req-"), body.indexOf("req-") + 5);
        assertThat(reply.requestId()).isEqualTo(requestId);
        assertThat(e.requestId()).contains(requestId);
        assertThat(reply.message()).isNotBlank();
        assertThat(e.getMessage()).contains(reply.message()).contains("HTTP " + status).contains(requestId);
        assertThat(server.requests()).hasSize(1);
    }

    static Stream<Arguments> contradictions() {
        return Stream.of(
                Arguments.of(200, Envelopes.envelope("req-a", 5, true, "OK", "null"), "success true but code 5",
                        Contradiction.SUCCESS_WITH_ERROR_CODE),
                Arguments.of(200, Envelopes.envelope("req-b", 0, false, "Not processed", "null"), "success false but code 0",
                        Contradiction.FAILURE_WITH_CODE_ZERO),
                Arguments.of(409, Envelopes.envelope("req-c", 0, true, "Done", "null"), "HTTP 409 but success true and code 0",
                        Contradiction.SUCCESS_WITH_ERROR_STATUS));
    }

    @ParameterizedTest
    @MethodSource("contradictions")
    void anAnswerSayingBothSuccessAndFailureIsAFailureThatSaysSo(int status, String body, String contradiction, Contradiction kind) {
        server.then(RecordingServer.json(status, body));

        ServiceRefusedException e = catchThrowableOfType(ServiceRefusedException.class,
                () -> client.deleteContact("app", "a@x.io"));

        assertThat(e.contradictory()).isTrue();
        assertThat(e.contradiction()).contains(kind);
        assertThat(e.getMessage()).startsWith("The service's answer contradicts itself: " + contradiction)
                .contains("counts it as failed").contains("HTTP " + status);
    }

    @Test
    void aSendAnsweredSuccessTrueButCode5MayHaveBeenSent() {
        server.then(RecordingServer.json(200, Envelopes.envelope("req-5", 5, true, "OK", "null")));

        SendOutcomeUnknownException e = catchThrowableOfType(SendOutcomeUnknownException.class,
                () -> client.send(InputRules.email("a@x.io", "b@x.io", "Hi", "Hello")));

        assertThat(e.getMessage()).contains("may have been sent")
                .contains("the service's answer contradicts itself: success true but code 5").contains("req-5");
        assertThat(e.why()).isEqualTo(SendOutcomeUnknownException.Why.CONTRADICTORY);
        assertThat(e.contradiction()).contains(Contradiction.SUCCESS_WITH_ERROR_CODE);
        assertThat(e.reply().orElseThrow().code()).isEqualTo(5L);
    }

    @Test
    void aRefusalOfASendIsARefusalNotAnUnknownOutcome() {
        server.then(RecordingServer.json(400, Envelopes.envelope("req-s", 40010, false, "Sender not verified", "null")));

        ServiceRefusedException e = catchThrowableOfType(ServiceRefusedException.class,
                () -> client.send(InputRules.email("a@x.io", "b@x.io", "Hi", "Hello")));

        assertThat(e.reply().orElseThrow().code()).isEqualTo(40010L);
        assertThat(e.getMessage()).contains("Sender not verified");
    }

    @ParameterizedTest
    @ValueSource(ints = {401, 403})
    void http401And403MeanTheKeyWasRejected(int status) {
        server.then(RecordingServer.json(status, Envelopes.envelope("req-k", 40100, false, "Invalid token", "null")));

        CredentialsRejectedException e = catchThrowableOfType(CredentialsRejectedException.class,
                () -> client.listContacts("app", 1, 500));

        assertThat(e.reply().orElseThrow().httpStatus()).isEqualTo(status);
        assertThat(e.reply().orElseThrow().code()).isEqualTo(40100L);
        assertThat(e.getMessage()).contains("rejected the API key").contains("Invalid token").contains("req-k");
        assertThat(server.requests()).hasSize(1);
    }

    @Test
    void a401WithoutAnEnvelopeStillMeansTheKeyWasRejected() {
        server.then(RecordingServer.text(401, "text/html", "<html><body>401 Authorization Required</body></html>"));

        CredentialsRejectedException e = catchThrowableOfType(CredentialsRejectedException.class,
                () -> client.send(InputRules.email("a@x.io", "b@x.io", "Hi", "Hello")));

        assertThat(e.reply().orElseThrow().httpStatus()).isEqualTo(401);
    }

    static Stream<Arguments> notEnvelopes() {
        return Stream.of(
                Arguments.of(502, "text/html", "<html>\n<head><title>502 Bad Gateway</title></head>\n<body>nginx</body>\n</html>", "<html> <head><title>502 Bad Gateway"),
                Arguments.of(200, "text/html", "<!DOCTYPE html><html><body>Welcome to the captive portal</body></html>", "captive portal"),
                Arguments.of(200, "application/json", "{\"error\":\"upstream gone\"}", "{\"error\":\"upstream gone\"}"),
                Arguments.of(200, "application/json", "[1,2,3]", "[1,2,3]"),
                Arguments.of(200, "application/json", "{\"code\":\"0\",\"success\":true}", "{\"code\":\"0\",\"success\":true}"),
                Arguments.of(400, "application/json", "{\"requestId\":\"r\",\"code\":0,\"success\":tru", "\"success\":tru"),
                Arguments.of(404, "text/plain", "Not Found", "Not Found"));
    }

    @ParameterizedTest
    @MethodSource("notEnvelopes")
    void aBodyThatIsNotTheEnvelopeIsReportedWithTheStatusAndASnippet(int status, String type, String body, String shown) {
        server.then(RecordingServer.text(status, type, body));

        MalformedResponseException e = catchThrowableOfType(MalformedResponseException.class,
                () -> client.listContacts("app", 1, 500));

        assertThat(e.getMessage()).contains("HTTP " + status).contains(shown);
        assertNoTraceText(e.getMessage());
        assertThat(e.reply().orElseThrow().httpStatus()).isEqualTo(status);
    }

    @ParameterizedTest
    @ValueSource(ints = {200, 400, 503})
    void anEmptyBodyIsReportedWithTheStatus(int status) {
        server.then(RecordingServer.text(status, null, ""));

        MalformedResponseException e = catchThrowableOfType(MalformedResponseException.class,
                () -> client.deleteContact("app", "a@x.io"));

        assertThat(e.getMessage()).contains("HTTP " + status).contains("(empty body)");
        assertThat(e.snippet()).isEmpty();
    }

    @Test
    void aSuccessfulListWithoutItsPageIsMalformedNotANullPage() {
        server.then(RecordingServer.json(200, Envelopes.envelope("req-1", 0, true, "OK", "null")));

        MalformedResponseException e = catchThrowableOfType(MalformedResponseException.class,
                () -> client.listContacts("app", 1, 500));

        assertThat(e.getMessage()).contains("HTTP 200").contains("\"data\":null");
    }

    @Test
    void aLongBodyIsCutToAShortSnippet() {
        String page = "<html><body>" + "Service temporarily unavailable. ".repeat(500) + "</body></html>";
        server.then(RecordingServer.text(200, "text/html", page));

        MalformedResponseException e = catchThrowableOfType(MalformedResponseException.class,
                () -> client.listContacts("app", 1, 500));

        assertThat(e.snippet()).startsWith("<html><body>Service temporarily unavailable.").hasSizeLessThanOrEqualTo(161);
        assertThat(e.getMessage()).hasSizeLessThan(300);
    }

    @Test
    void anEnvelopeWhoseDataHasTheWrongShapeIsMalformedNotATrace() {
        server.then(RecordingServer.json(200, Envelopes.envelope("req-1", 0, true, "OK", "\"not a page\"")));

        MalformedResponseException e = catchThrowableOfType(MalformedResponseException.class,
                () -> client.listContacts("app", 1, 500));

        assertThat(e.getMessage()).contains("HTTP 200").contains("not a page");
        assertNoTraceText(e.getMessage());
    }

    @Test
    void aListIsReadWithVipLevelAsNumberOrStringAndUnknownFieldsIgnored() {
        String first = "{\"emailAddress\":\"a@x.io\",\"status\":\"Confirmed\",\"firstName\":\"Ann\",\"vipLevel\":3,"
                + "\"birthday\":\"05/03\",\"registerDate\":\"2024-01-02 10:00:00\",\"shoeSize\":44,\"tags\":[\"x\"]}";
        String second = "{\"emailAddress\":\"b@x.io\",\"status\":\"Unsubscribed\",\"vipLevel\":\"12\","
                + "\"lastActiveTime\":1735689600000,\"nested\":{\"deep\":true}}";
        String third = "{\"emailAddress\":\"c@x.io\",\"status\":\"Confirmed\",\"vipLevel\":null}";
        String data = "{\"total\":1203,\"page\":2,\"pageSize\":3,\"cursor\":\"abc\",\"list\":[" + first + "," + second + "," + third + "]}";
        server.then(RecordingServer.json(200,
                "{\"requestId\":\"req-9\",\"code\":0,\"success\":true,\"message\":\"OK\",\"ts\":1,\"extra\":\"ignored\",\"data\":" + data + "}"));

        Envelope<ContactPage> envelope = client.listContacts("app", 2, 3);

        ContactPage page = envelope.data();
        assertThat(page.total()).isEqualTo(1203);
        assertThat(page.page()).isEqualTo(2);
        assertThat(page.pageSize()).isEqualTo(3);
        assertThat(page.pageCount(3)).isEqualTo(401);
        assertThat(page.list()).extracting(Contact::emailAddress).containsExactly("a@x.io", "b@x.io", "c@x.io");
        assertThat(page.list()).extracting(Contact::vipLevel).containsExactly(VipLevel.of(3), new VipLevel("12", true), null);
        assertThat(page.list()).extracting(Contact::status)
                .containsExactly(ContactStatus.Confirmed, ContactStatus.Unsubscribed, ContactStatus.Confirmed);
        assertThat(page.list().get(0).firstName()).isEqualTo("Ann");
        assertThat(page.list().get(0).registerDate()).isEqualTo("2024-01-02 10:00:00");
        assertThat(page.list().get(1).lastActiveTime()).isEqualTo("1735689600000");
        assertThat(envelope.requestId()).isEqualTo("req-9");
    }

    @Test
    void anEmptyListAndAMissingListBothReadAsNoContacts() {
        server.then(RecordingServer.json(200, Envelopes.envelope("r", 0, true, "OK", "{\"total\":0,\"page\":1,\"pageSize\":500,\"list\":[]}")),
                RecordingServer.json(200, Envelopes.envelope("r", 0, true, "OK", "{\"total\":0,\"page\":1,\"pageSize\":500}")));

        assertThat(client.listContacts("app", 1, 500).data().list()).isEmpty();
        assertThat(client.listContacts("app", 1, 500).data().list()).isEmpty();
    }

    @Test
    void dataOnAnEndpointWithoutDataIsIgnored() {
        server.then(RecordingServer.json(200, Envelopes.envelope("r1", 0, true, "OK", "{\"id\":17}")),
                RecordingServer.json(200, Envelopes.envelope("r2", 0, true, "OK", "\"queued\"")));

        assertThat(client.saveContact(InputRules.saveContact("app", "a@x.io", "Confirmed", null)).requestId()).isEqualTo("r1");
        assertThat(client.deleteContact("app", "a@x.io").requestId()).isEqualTo("r2");
    }

    private static void assertNoTraceText(String message) {
        assertThat(message).doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("jackson")
                .doesNotContain("line: ").doesNotContain("column: ");
    }
}
