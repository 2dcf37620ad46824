package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.ContactPager;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What the list may send where the spec is silent or loose, read against the sandbox over
 * loopback (docs/decisions/014-vip-level-read-as-sent.md to 020-paging-follows-the-service.md).
 */
class TolerantListTest {

    private SandboxServer sandbox;
    private ServiceClient client;

    @BeforeEach
    void start() {
        sandbox = SandboxServer.start(SandboxOptions.defaults().withApiKey(TestClients.KEY).withRateLimit(1000)
                .withSeedContacts(1000));
        client = TestClients.client(TestClients.config(sandbox.baseUrl().toString(), 1).withRateLimit(1000),
                new FakeTime(), ActivitySink.NONE);
    }

    @AfterEach
    void stop() {
        client.close();
        sandbox.close();
    }

    private List<Contact> listOf(String contactsJson) {
        sandbox.storeContacts("odd", contactsJson);
        return client.listContacts("odd", 1, 50).data().list();
    }

    @Test
    void aVipLevelIsReadAsSentWhateverItsForm() throws Exception {
        List<Contact> list = listOf("""
                [{"emailAddress":"a@x.io","vipLevel":2.5},
                 {"emailAddress":"b@x.io","vipLevel":"3"},
                 {"emailAddress":"c@x.io","vipLevel":"2.5"},
                 {"emailAddress":"d@x.io","vipLevel":null},
                 {"emailAddress":"e@x.io","vipLevel":"gold"},
                 {"emailAddress":"f@x.io","vipLevel":2.50},
                 {"emailAddress":"g@x.io","vipLevel":12345678901234567890.123456789},
                 {"emailAddress":"h@x.io","vipLevel":""},
                 {"emailAddress":"i@x.io"}]""");

        assertThat(list).extracting(c -> c.vipLevel() == null ? null : c.vipLevel().text())
                .containsExactly("2.5", "3", "2.5", null, "gold", "2.50", "12345678901234567890.123456789", null, null);
        assertThat(list.get(0).vipLevel().number()).contains(new BigDecimal("2.5"));
        assertThat(list.get(1).vipLevel().number()).contains(BigDecimal.valueOf(3));
        assertThat(list.get(4).vipLevel().number()).isEmpty();
        assertThat(list.get(6).vipLevel().number()).contains(new BigDecimal("12345678901234567890.123456789"));
        // Written out again (the CLI's --json) each keeps its JSON type: a number stays a number, text stays text.
        JsonNode written = Json.mapper().valueToTree(list);
        assertThat(written.get(0).get("vipLevel").isNumber()).isTrue();
        assertThat(written.get(1).get("vipLevel").textValue()).isEqualTo("3");
        assertThat(written.get(5).get("vipLevel").decimalValue()).isEqualTo(new BigDecimal("2.50"));
    }

    @Test
    void aFieldThatIsEmptyNullMissingOrOfAnotherTypeReadsAsText() {
        List<Contact> list = listOf("""
                [{"emailAddress":"a@x.io","status":"Confirmed","firstName":null,"lastName":"","phoneNumber":4915112345678,
                  "amount":12.50,"birthday":{"day":5,"month":3}},
                 {"emailAddress":null}]""");

        Contact first = list.get(0);
        assertThat(first.firstName()).isEmpty();
        assertThat(first.lastName()).isEmpty();
        assertThat(first.company()).as("missing").isEmpty();
        assertThat(first.registerDate()).as("missing").isEmpty();
        assertThat(first.phoneNumber()).isEqualTo("4915112345678");
        assertThat(first.amount()).isEqualTo("12.50");
        assertThat(first.birthday()).isEqualTo("{\"day\":5,\"month\":3}");
        Contact second = list.get(1);
        assertThat(second.emailAddress()).isEmpty();
        assertThat(second.status()).isNull();
        assertThat(List.of(second.language(), second.firstName(), second.lastName(), second.phoneNumber(), second.birthday(),
                second.company(), second.amount(), second.registerDate(), second.source(), second.subscriptionExpireTime(),
                second.lastActiveTime())).allSatisfy(text -> assertThat(text).isEmpty());
    }

    @Test
    void aStatusIsKeptAsSentAndMeansOneOfTheSpecsTwoOnlyWhenItIsOne() {
        List<Contact> list = listOf("""
                [{"emailAddress":"a@x.io","status":"Bounced"},
                 {"emailAddress":"b@x.io","status":"confirmed"},
                 {"emailAddress":"c@x.io","status":"Unsubscribed"},
                 {"emailAddress":"d@x.io","status":null}]""");

        assertThat(list).extracting(Contact::statusText).containsExactly("Bounced", "confirmed", "Unsubscribed", "");
        assertThat(list).extracting(Contact::status)
                .containsExactly(null, ContactStatus.Confirmed, ContactStatus.Unsubscribed, null);
        JsonNode written = Json.mapper().valueToTree(list);
        assertThat(written).extracting(node -> node.path("status").textValue())
                .containsExactly("Bounced", "confirmed", "Unsubscribed", "");
        assertThat(Json.mapper().valueToTree(list.getFirst().withData(Map.of("company", "Acme"))).path("status").textValue())
                .isEqualTo("Bounced");
    }

    @Test
    void fieldsTheSpecDoesNotNameAreKeptAndWrittenBackOut() {
        List<Contact> list = listOf("""
                [{"emailAddress":"a@x.io","status":"Confirmed","tags":["vip","berlin"],"score":4.50,"firstName":"Ann"}]""");

        Contact contact = list.getFirst();
        assertThat(contact.firstName()).isEqualTo("Ann");
        assertThat(contact.extra()).containsOnlyKeys("tags", "score");
        assertThat(contact.extra().get("tags").toString()).isEqualTo("[\"vip\",\"berlin\"]");
        JsonNode written = Json.mapper().valueToTree(contact.withData(Map.of("firstName", "Anna")));
        assertThat(written.get("score").decimalValue()).isEqualTo(new BigDecimal("4.50"));
        assertThat(written.get("firstName").asText()).isEqualTo("Anna");
    }

    @Test
    void aPageLargerThanAskedIsReadWholeAndPagedAtTheServicesSize() {
        sandbox.faults().servePageSize(100);

        ContactPage page = client.listContacts("newsletter", 2, 50).data();

        assertThat(page.list()).hasSize(100);
        assertThat(page.servedPageSize(50)).isEqualTo(100);
        assertThat(page.pageCount(50)).isEqualTo(6);
    }

    @Test
    void aPageSizeFieldThatContradictsThePageIsNotBelieved() {
        sandbox.faults().reportPageSize(500);

        ContactPage page = client.listContacts("newsletter", 1, 50).data();

        assertThat(page.pageSize()).isEqualTo(500);
        assertThat(page.list()).hasSize(50);
        assertThat(page.servedPageSize(50)).isEqualTo(50);
        assertThat(page.pageCount(50)).as("600 contacts at 50 a page").isEqualTo(12);
    }

    @Test
    void everyPageIsReadFromAServiceThatPagesByFewerThanAskedAndSaysSo() {
        sandbox.faults().servePageSize(70);

        ContactPager.Listing listing = new ContactPager(client).all("newsletter", 500);

        assertThat(listing.complete()).isTrue();
        assertThat(listing.contacts()).hasSize(600);
        assertThat(listing.contacts()).extracting(Contact::emailAddress).doesNotHaveDuplicates();
    }

    /**
     * The pager from before it knew the size served passed this too (it stops at the total, and a
     * page longer than asked is never short). It fails if the pager believes a {@code pageSize} the
     * rows contradict: page 2 of 200 rows once counted as the last page of 500, and the reading
     * ended at 400 of 600.
     */
    @Test
    void everyPageIsReadFromAServiceThatServesMoreThanAskedAndMisstatesItsPageSize() {
        sandbox.faults().servePageSize(200).reportPageSize(500);

        ContactPager.Listing listing = new ContactPager(client).all("newsletter", 50);

        assertThat(listing.complete()).isTrue();
        assertThat(listing.contacts()).extracting(Contact::emailAddress).doesNotHaveDuplicates().hasSize(600);
    }
}
