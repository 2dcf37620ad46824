package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What goes on the wire, byte for byte (spec 4, docs/decisions/001-wire-format.md, 002-auth-and-content-type.md, 006-birthday.md, 007-vip-level.md, 008-data-keys.md). */
class WireFormatTest {

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
    void listContactsSendsEveryParameterInThePercentEncodedQuery() {
        server.then(RecordingServer.json(200, Envelopes.envelope("r1", 0, true, "OK", Envelopes.page(0, 1, 500))));

        client.listContacts("app+1@x y/é&=?", 1, 500);

        RecordingServer.Recorded request = server.only();
        assertThat(request.method()).isEqualTo("GET");
        assertThat(request.rawPath()).isEqualTo("/v1/contact");
        assertThat(request.rawQuery()).isEqualTo("appId=app%2B1%40x%20y%2F%C3%A9%26%3D%3F&page=1&pageSize=500");
        assertThat(request.body()).isEmpty();
    }

    @Test
    void listContactsSendsTheAskedPageAndPageSize() {
        server.then(RecordingServer.json(200, Envelopes.envelope("r1", 0, true, "OK", Envelopes.page(0, 3, 25))));

        client.listContacts("app_1", 3, 25);

        assertThat(server.only().target()).isEqualTo("GET /v1/contact?appId=app_1&page=3&pageSize=25");
    }

    @Test
    void deleteContactSendsAppIdAndEmailInThePercentEncodedQuery() {
        client.deleteContact("app 1", "a+b@x.io");

        RecordingServer.Recorded request = server.only();
        assertThat(request.method()).isEqualTo("DELETE");
        assertThat(request.rawPath()).isEqualTo("/v1/contact");
        assertThat(request.rawQuery()).isEqualTo("appId=app%201&emailAddress=a%2Bb%40x.io");
        assertThat(request.body()).isEmpty();
    }

    @Test
    void saveContactSendsTheSpecKeysInTheSpecOrderWithNormalisedData() {
        Map<String, String> data = new LinkedHashMap<>();
        data.put("vipLevel", "003");
        data.put("birthday", "2024-03-05");
        data.put("firstName", "Zoë");
        SaveContactRequest save = InputRules.saveContact("app-1", "a+b@x.io", "confirmed", data);

        client.saveContact(save);

        RecordingServer.Recorded request = server.only();
        assertThat(request.target()).isEqualTo("POST /v1/contact");
        assertThat(request.body()).isEqualTo(
                ("{\"appId\":\"app-1\",\"emailAddress\":\"a+b@x.io\",\"status\":\"Confirmed\","
                        + "\"data\":{\"firstName\":\"Zoë\",\"birthday\":\"05/03\",\"vipLevel\":\"3\"}}")
                        .getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void saveContactWithoutDataOmitsTheDataKey() {
        client.saveContact(InputRules.saveContact("app-1", "c@x.io", "Unsubscribed", Map.of()));
        client.saveContact(InputRules.saveContact("app-1", "d@x.io", "Confirmed", null));

        assertThat(server.requests()).extracting(RecordingServer.Recorded::bodyText).containsExactly(
                "{\"appId\":\"app-1\",\"emailAddress\":\"c@x.io\",\"status\":\"Unsubscribed\"}",
                "{\"appId\":\"app-1\",\"emailAddress\":\"d@x.io\",\"status\":\"Confirmed\"}");
    }

    @Test
    void aSaveRequestBuiltWithAnEmptyDataMapOmitsTheDataKeyToo() {
        client.saveContact(new SaveContactRequest("app-1", "c@x.io", ContactStatus.Confirmed, Map.of()));

        assertThat(server.only().bodyText())
                .isEqualTo("{\"appId\":\"app-1\",\"emailAddress\":\"c@x.io\",\"status\":\"Confirmed\"}");
    }

    @Test
    void sendSendsFromToSubjectBodyInThatOrderAsUtf8() {
        client.send(InputRules.email("news@x.io", "a+b@y.io", "Grüße \"quoted\"", "Line 1\nLine 2 — ✓"));

        RecordingServer.Recorded request = server.only();
        assertThat(request.target()).isEqualTo("POST /v1/send");
        assertThat(request.body()).isEqualTo(
                "{\"from\":\"news@x.io\",\"to\":\"a+b@y.io\",\"subject\":\"Grüße \\\"quoted\\\"\",\"body\":\"Line 1\\nLine 2 — ✓\"}"
                        .getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void everyRequestCarriesTheBearerKeyAndOnlyRequestsWithABodyCarryAContentType() {
        server.then(RecordingServer.json(200, Envelopes.envelope("r1", 0, true, "OK", Envelopes.page(0, 1, 500))));

        client.listContacts("app-1", 1, 500);
        client.deleteContact("app-1", "a@x.io");
        client.saveContact(InputRules.saveContact("app-1", "a@x.io", "Confirmed", null));
        client.send(InputRules.email("a@x.io", "b@x.io", "Hi", "Hello"));

        var requests = server.requests();
        assertThat(requests).extracting(RecordingServer.Recorded::method).containsExactly("GET", "DELETE", "POST", "POST");
        for (RecordingServer.Recorded request : requests) {
            assertThat(request.headerValues("Authorization")).as(request.target())
                    .containsExactly("Bearer " + TestClients.KEY);
        }
        assertThat(requests.get(0).headerValues("Content-Type")).isEmpty();
        assertThat(requests.get(1).headerValues("Content-Type")).isEmpty();
        assertThat(requests.get(2).headerValues("Content-Type")).containsExactly("application/json; charset=utf-8");
        assertThat(requests.get(3).headerValues("Content-Type")).containsExactly("application/json; charset=utf-8");
    }

    @Test
    void getAndDeleteCarryAnEmptyBodyOfLengthZeroWhoseLengthReportsTheirDeparture() {
        // docs/decisions/029-empty-body-on-get-and-delete.md: the body's length is asked right before the headers are written.
        server.then(RecordingServer.json(200, Envelopes.envelope("r1", 0, true, "OK", Envelopes.page(0, 1, 500))));

        client.listContacts("app-1", 1, 500);
        client.deleteContact("app-1", "a@x.io");
        client.saveContact(InputRules.saveContact("app-1", "a@x.io", "Confirmed", null));

        var requests = server.requests();
        assertThat(requests.get(0).headerValues("Content-Length")).containsExactly("0");
        assertThat(requests.get(1).headerValues("Content-Length")).containsExactly("0");
        assertThat(requests.get(2).headerValues("Content-Length")).containsExactly(Integer.toString(requests.get(2).body().length));
    }

    @Test
    void aBaseUrlWithAPathPrefixPrefixesEveryEndpoint() {
        for (String base : new String[] {server.baseUrl() + "/prefix", server.baseUrl() + "/prefix/"}) {
            try (ServiceClient prefixed = TestClients.client(TestClients.config(base, 1), new FakeTime(), ActivitySink.NONE)) {
                server.then(RecordingServer.json(200, Envelopes.envelope("r1", 0, true, "OK", Envelopes.page(0, 1, 500))));
                prefixed.listContacts("app-1", 1, 500);
                prefixed.deleteContact("app-1", "a@x.io");
                prefixed.saveContact(InputRules.saveContact("app-1", "a@x.io", "Confirmed", null));
                prefixed.send(InputRules.email("a@x.io", "b@x.io", "Hi", "Hello"));
            }
        }

        assertThat(server.requests()).extracting(RecordingServer.Recorded::target).containsExactly(
                "GET /prefix/v1/contact?appId=app-1&page=1&pageSize=500",
                "DELETE /prefix/v1/contact?appId=app-1&emailAddress=a%40x.io",
                "POST /prefix/v1/contact",
                "POST /prefix/v1/send",
                "GET /prefix/v1/contact?appId=app-1&page=1&pageSize=500",
                "DELETE /prefix/v1/contact?appId=app-1&emailAddress=a%40x.io",
                "POST /prefix/v1/contact",
                "POST /prefix/v1/send");
    }

    @Test
    void theQueryEncodingLeavesNoCharacterThatHasAMeaningInAQuery() {
        assertThat(RequestFactory.encode("a+b@x.io")).isEqualTo("a%2Bb%40x.io");
        assertThat(RequestFactory.encode("a b")).isEqualTo("a%20b");
        assertThat(RequestFactory.encode("ü")).isEqualTo("%C3%BC");
        assertThat(RequestFactory.encode("&=#?%/;,")).isEqualTo("%26%3D%23%3F%25%2F%3B%2C");
    }
}
