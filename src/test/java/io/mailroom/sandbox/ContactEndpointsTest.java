package io.mailroom.sandbox;

import static io.mailroom.sandbox.SandboxHttp.q;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.mailroom.sandbox.SandboxHttp.Answer;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** GET, POST and DELETE /v1/contact over real HTTP. */
class ContactEndpointsTest {

    private static final List<String> FIELDS = List.of("emailAddress", "status", "language", "firstName", "lastName",
            "phoneNumber", "birthday", "company", "vipLevel", "amount", "registerDate", "source",
            "subscriptionExpireTime", "lastActiveTime");

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

    private void create(String appId, String emailAddress) {
        assertThat(http.saveContact(appId, emailAddress, "Confirmed", null).status()).isEqualTo(200);
    }

    private static List<String> addresses(Answer page) {
        List<String> addresses = new ArrayList<>();
        page.data().get("list").forEach(item -> addresses.add(item.get("emailAddress").asText()));
        return addresses;
    }

    @Test
    void internationalAddressesAreSavedListedAndDeleted() {
        for (String address : List.of("anna@exämple.de", "почта@пример.рф", "用户@例子.广告")) {
            Answer saved = http.saveContact("intl", address, "Confirmed", Map.of("firstName", "Anna"));
            assertThat(saved.status()).as(address + ": " + saved).isEqualTo(200);
            assertThat(http.contact("intl", address)).as(address).isNotNull();
            Answer deleted = http.delete("/v1/contact?appId=intl&emailAddress=" + q(address));
            assertThat(deleted.status()).as(address + ": " + deleted).isEqualTo(200);
            assertThat(http.contact("intl", address)).as(address).isNull();
        }
        Answer refused = http.saveContact("intl", "anna @exämple.de", "Confirmed", null);
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.message()).isEqualTo("emailAddress: must be an email address like name@example.com");
    }

    @Test
    void contactsStoredAsGivenAreListedAsGiven() {
        Answer stored = http.post("/sandbox/contacts", Map.of("appId", "odd", "contacts", List.of(
                Map.of("emailAddress", "a@example.com", "vipLevel", "2.5", "shoeSize", 44),
                Map.of("emailAddress", "b@example.com", "status", "Confirmed", "vipLevel", "gold"))));
        assertThat(stored.status()).as(stored.toString()).isEqualTo(200);

        JsonNode first = http.contact("odd", "a@example.com");
        assertThat(first.get("vipLevel").textValue()).isEqualTo("2.5");
        assertThat(first.get("shoeSize").asInt()).isEqualTo(44);
        assertThat(first.get("firstName").asText()).as("a missing field is served empty").isEmpty();
        assertThat(http.contact("odd", "b@example.com").get("vipLevel").textValue()).isEqualTo("gold");

        Answer notAList = http.post("/sandbox/contacts", Map.of("appId", "odd", "contacts", "a@example.com"));
        assertThat(notAList.status()).isEqualTo(400);
        assertThat(notAList.message()).isEqualTo("contacts: must be an array of contact objects");
    }

    @Test
    void pagesCarryTotalAndKeepInsertionOrder() {
        for (int i = 1; i <= 7; i++) {
            create("paging", "p" + i + "@example.com");
        }

        Answer first = http.list("paging", 1, 3);
        assertThat(first.data().get("total").asLong()).isEqualTo(7);
        assertThat(first.data().get("page").asInt()).isEqualTo(1);
        assertThat(first.data().get("pageSize").asInt()).isEqualTo(3);
        assertThat(addresses(first)).containsExactly("p1@example.com", "p2@example.com", "p3@example.com");
        assertThat(addresses(http.list("paging", 2, 3))).containsExactly("p4@example.com", "p5@example.com", "p6@example.com");

        Answer last = http.list("paging", 3, 3);
        assertThat(addresses(last)).containsExactly("p7@example.com");
        assertThat(last.data().get("total").asLong()).isEqualTo(7);

        Answer beyond = http.list("paging", 4, 3);
        assertThat(beyond.status()).isEqualTo(200);
        assertThat(beyond.data().get("list")).isEmpty();
        assertThat(beyond.data().get("total").asLong()).isEqualTo(7);
    }

    @Test
    void pageAndPageSizeDefaultTo1And500() {
        try (SandboxServer seeded = SandboxServer.start(SandboxHttp.quiet().withSeedContacts(1000))) {
            SandboxHttp seededHttp = new SandboxHttp(seeded);

            Answer first = seededHttp.get("/v1/contact?appId=newsletter");
            assertThat(first.data().get("total").asLong()).isEqualTo(600);
            assertThat(first.data().get("page").asInt()).isEqualTo(1);
            assertThat(first.data().get("pageSize").asInt()).isEqualTo(500);
            assertThat(first.data().get("list")).hasSize(500);
            assertThat(seededHttp.get("/v1/contact?appId=newsletter&page=2").data().get("list")).hasSize(100);
        }
    }

    @Test
    void anUnknownApplicationHasNoContacts() {
        Answer answer = http.list("no-such-app", 1, 50);

        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.data().get("total").asLong()).isZero();
        assertThat(answer.data().get("list").isArray()).isTrue();
        assertThat(answer.data().get("list")).isEmpty();
    }

    @Test
    void badPagingParametersAre40001NamingTheField() {
        Map<String, String> cases = Map.of(
                "/v1/contact?page=1", "appId: is required",
                "/v1/contact?appId=a&page=0", "page: must be 1 or more",
                "/v1/contact?appId=a&page=two", "page: must be a whole number",
                "/v1/contact?appId=a&pageSize=0", "pageSize: must be between 1 and 500",
                "/v1/contact?appId=a&pageSize=501", "pageSize: must be between 1 and 500");
        cases.forEach((query, message) -> {
            Answer answer = http.get(query);
            assertThat(answer.status()).as(query).isEqualTo(400);
            assertThat(answer.code()).as(query).isEqualTo(40001);
            assertThat(answer.message()).as(query).isEqualTo(message);
        });
    }

    @Test
    void queryValuesArePercentDecoded() {
        create("team a+b", "first+tag@example.com");

        assertThat(http.get("/v1/contact?appId=" + q("team a+b")).data().get("total").asLong()).isEqualTo(1);
        assertThat(http.delete("/v1/contact?appId=" + q("team a+b") + "&emailAddress=" + q("first+tag@example.com")).status())
                .isEqualTo(200);
    }

    @Test
    void creatingFillsTheServerSideFields() {
        Instant before = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        Answer saved = http.saveContact("crm", "Ana.Silva@example.com", "Unsubscribed",
                Map.of("firstName", "Ana", "language", "pt-BR", "vipLevel", "3", "birthday", "07/09"));
        Instant after = Instant.now();

        assertThat(saved.status()).isEqualTo(200);
        assertThat(saved.json().get("success").asBoolean()).isTrue();
        assertThat(saved.data().isNull()).isTrue();

        JsonNode contact = http.contact("crm", "ana.silva@example.com");
        assertThat(SandboxHttp.keys(contact)).containsExactlyInAnyOrderElementsOf(FIELDS);
        assertThat(contact.get("emailAddress").asText()).isEqualTo("Ana.Silva@example.com");
        assertThat(contact.get("status").asText()).isEqualTo("Unsubscribed");
        assertThat(contact.get("firstName").asText()).isEqualTo("Ana");
        assertThat(contact.get("language").asText()).isEqualTo("pt-BR");
        assertThat(contact.get("birthday").asText()).isEqualTo("07/09");
        assertThat(contact.get("vipLevel").isIntegralNumber()).as("vipLevel is a JSON number").isTrue();
        assertThat(contact.get("vipLevel").asLong()).isEqualTo(3);
        assertThat(contact.get("lastName").asText()).isEmpty();
        assertThat(contact.get("company").isTextual()).isTrue();
        assertThat(contact.get("amount").asText()).isEmpty();
        assertThat(contact.get("source").asText()).isEqualTo("api");
        assertThat(contact.get("subscriptionExpireTime").asText()).isEmpty();
        String registered = contact.get("registerDate").asText();
        assertThat(registered).matches("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z");
        assertThat(Instant.parse(registered)).isBetween(before, after);
        assertThat(contact.get("lastActiveTime").asText()).isEqualTo(registered);
    }

    @Test
    void anUnsetVipLevelIsNullNotZero() {
        create("crm", "plain@example.com");

        JsonNode contact = http.contact("crm", "plain@example.com");
        assertThat(contact.has("vipLevel")).isTrue();
        assertThat(contact.get("vipLevel").isNull()).isTrue();
    }

    @Test
    void vipLevelMayArriveAsANumber() {
        assertThat(http.saveContact("crm", "n@example.com", "Confirmed", Map.of("vipLevel", 4)).status()).isEqualTo(200);

        assertThat(http.contact("crm", "n@example.com").get("vipLevel").asLong()).isEqualTo(4);
    }

    @Test
    void savingAnExistingContactAppliesOnlyData() throws InterruptedException {
        http.saveContact("crm", "ana@example.com", "Confirmed", Map.of("firstName", "Ana", "company", "Contoso"));
        JsonNode created = http.contact("crm", "ana@example.com");
        Thread.sleep(1100);

        Answer updated = http.saveContact("crm", "ANA@Example.com", "Unsubscribed", Map.of("lastName", "Silva"));

        assertThat(updated.status()).isEqualTo(200);
        assertThat(http.list("crm", 1, 10).data().get("total").asLong()).as("same contact, not a second one").isEqualTo(1);
        JsonNode contact = http.contact("crm", "ana@example.com");
        assertThat(contact.get("emailAddress").asText()).isEqualTo("ana@example.com");
        assertThat(contact.get("status").asText()).isEqualTo("Confirmed");
        assertThat(contact.get("firstName").asText()).isEqualTo("Ana");
        assertThat(contact.get("company").asText()).isEqualTo("Contoso");
        assertThat(contact.get("lastName").asText()).isEqualTo("Silva");
        assertThat(contact.get("registerDate")).isEqualTo(created.get("registerDate"));
        assertThat(Instant.parse(contact.get("lastActiveTime").asText()))
                .isAfter(Instant.parse(created.get("lastActiveTime").asText()));
    }

    @Test
    void anEmptyValueClearsItsField() {
        http.saveContact("crm", "ana@example.com", "Confirmed", Map.of("firstName", "Ana", "vipLevel", "2", "amount", "10.00"));

        http.saveContact("crm", "ana@example.com", "Confirmed", Map.of("firstName", "", "vipLevel", ""));

        JsonNode contact = http.contact("crm", "ana@example.com");
        assertThat(contact.get("firstName").asText()).isEmpty();
        assertThat(contact.get("vipLevel").isNull()).isTrue();
        assertThat(contact.get("amount").asText()).as("absent keys are kept").isEqualTo("10.00");
    }

    @Test
    void birthdaysAreNormalisedToDayAndMonth() {
        http.saveContact("crm", "iso@example.com", "Confirmed", Map.of("birthday", "1990-02-28"));
        http.saveContact("crm", "short@example.com", "Confirmed", Map.of("birthday", "3/4"));
        http.saveContact("crm", "leap@example.com", "Confirmed", Map.of("birthday", "29/02"));

        assertThat(http.contact("crm", "iso@example.com").get("birthday").asText()).isEqualTo("28/02");
        assertThat(http.contact("crm", "short@example.com").get("birthday").asText()).isEqualTo("03/04");
        assertThat(http.contact("crm", "leap@example.com").get("birthday").asText()).isEqualTo("29/02");
    }

    @Test
    void impossibleBirthdaysAreRefused() {
        for (String birthday : List.of("31/02", "2021-02-29", "32/01", "Feb 3")) {
            Answer answer = http.saveContact("crm", "b@example.com", "Confirmed", Map.of("birthday", birthday));
            assertThat(answer.status()).as(birthday).isEqualTo(400);
            assertThat(answer.code()).as(birthday).isEqualTo(40001);
            assertThat(answer.message()).as(birthday).startsWith("birthday: must be a day and month as DD/MM");
        }
        assertThat(http.contact("crm", "b@example.com")).isNull();
    }

    @Test
    void invalidFieldsAre40001NamingFieldAndRule() {
        record Case(Map<String, Object> body, String message) {
        }
        List<Case> cases = List.of(
                new Case(Map.of("emailAddress", "x@example.com", "status", "Confirmed"), "appId: is required"),
                new Case(Map.of("appId", "crm", "emailAddress", "not-an-address", "status", "Confirmed"),
                        "emailAddress: must be an email address like name@example.com"),
                new Case(Map.of("appId", "crm", "emailAddress", "x@example.com"), "status: is required"),
                new Case(Map.of("appId", "crm", "emailAddress", "x@example.com", "status", "Pending"),
                        "status: must be Confirmed or Unsubscribed"),
                new Case(Map.of("appId", 7, "emailAddress", "x@example.com", "status", "Confirmed"), "appId: must be a string"),
                new Case(Map.of("appId", "crm", "emailAddress", "x@example.com", "status", "Confirmed",
                        "data", Map.of("vipLevel", "-1")), "vipLevel: must be a whole number of 0 or more"),
                new Case(Map.of("appId", "crm", "emailAddress", "x@example.com", "status", "Confirmed",
                        "data", Map.of("vipLevel", 2.5)), "vipLevel: must be a whole number of 0 or more"),
                new Case(Map.of("appId", "crm", "emailAddress", "x@example.com", "status", "Confirmed",
                        "data", Map.of("language", 5)), "language: must be a string"),
                new Case(Map.of("appId", "crm", "emailAddress", "x@example.com", "status", "Confirmed",
                        "data", List.of("en")), "data: must be an object of string values"));
        for (Case c : cases) {
            Answer answer = http.post("/v1/contact", c.body());
            assertThat(answer.status()).as(c.message()).isEqualTo(400);
            assertThat(answer.code()).as(c.message()).isEqualTo(40001);
            assertThat(answer.message()).isEqualTo(c.message());
        }
        assertThat(server.appIds()).isEmpty();
    }

    @Test
    void anUndocumentedDataKeyIs40002NamingIt() {
        Answer answer = http.saveContact("crm", "k@example.com", "Confirmed",
                Map.of("firstName", "Kim", "favouriteColour", "teal"));

        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.code()).isEqualTo(40002);
        assertThat(answer.message()).startsWith("data.favouriteColour: ").contains("language, firstName");
        assertThat(http.contact("crm", "k@example.com")).isNull();
    }

    @Test
    void deleteRemovesTheContactAndASecondDeleteIs40401() {
        create("crm", "gone@example.com");
        create("crm", "stays@example.com");

        Answer deleted = http.delete("/v1/contact?appId=crm&emailAddress=" + q("GONE@example.com"));
        assertThat(deleted.status()).isEqualTo(200);
        assertThat(deleted.data().isNull()).isTrue();
        assertThat(addresses(http.list("crm", 1, 10))).containsExactly("stays@example.com");

        Answer again = http.delete("/v1/contact?appId=crm&emailAddress=" + q("gone@example.com"));
        assertThat(again.status()).isEqualTo(404);
        assertThat(again.code()).isEqualTo(40401);
        assertThat(again.message()).isEqualTo("Contact not found: gone@example.com in crm");
    }

    @Test
    void deleteValidatesItsParameters() {
        Answer noAddress = http.delete("/v1/contact?appId=crm");
        assertThat(noAddress.code()).isEqualTo(40001);
        assertThat(noAddress.message()).isEqualTo("emailAddress: is required");

        Answer noApp = http.delete("/v1/contact?emailAddress=" + q("a@example.com"));
        assertThat(noApp.code()).isEqualTo(40001);
        assertThat(noApp.message()).isEqualTo("appId: is required");
    }

    @Test
    void applicationsExistWhileTheyHaveContacts() {
        create("first", "a@example.com");
        create("second", "b@example.com");
        assertThat(server.appIds()).containsExactly("first", "second");

        http.delete("/v1/contact?appId=first&emailAddress=" + q("a@example.com"));

        assertThat(server.appIds()).containsExactly("second");
    }
}
