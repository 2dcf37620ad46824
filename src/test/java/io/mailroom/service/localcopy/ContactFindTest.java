package io.mailroom.service.localcopy;

import static io.mailroom.service.localcopy.CopyFixtures.contact;
import static io.mailroom.service.localcopy.CopyFixtures.store;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Find across a whole application: every word typed begins a word of the address, a name, the company or the phone. */
class ContactFindTest extends CopyQueryTest {

    @BeforeEach
    void fill() {
        store(copy, APP,
                contact("""
                        {"emailAddress":"anna@example.com","firstName":"Anna","lastName":"Müller",
                         "company":"Müller & Söhne GmbH","phoneNumber":"+49 30 1234567"}"""),
                contact("""
                        {"emailAddress":"jose.garcia@example.org","firstName":"José","lastName":"García",
                         "company":"Panadería del Sol","phoneNumber":"+34 911 222 333"}"""),
                contact("""
                        {"emailAddress":"joanna@example.net","firstName":"Joanna","lastName":"Smith",
                         "company":"Kite & Key Studio","phoneNumber":"+1 (212) 555-0101"}"""),
                contact("""
                        {"emailAddress":"bob@example.com","firstName":"Bob","lastName":"O'Hara",
                         "company":"ACME \\"Quotes\\" Inc"}"""));
        store(copy, "onboarding", contact("{\"emailAddress\":\"anna@other.example\",\"firstName\":\"Anna\"}"));
    }

    private List<String> found(String find) {
        ContactQuery query = ContactQuery.all(APP).withFind(find);
        List<String> addresses = queries.addresses(query);
        assertThat(queries.count(query)).as("the count of \"%s\"", find).isEqualTo(addresses.size());
        return addresses;
    }

    @Test
    void aWordFindsTheContactsWithAWordBeginningSoIgnoringCaseAndAccents() {
        assertThat(found("ann")).containsExactly("anna@example.com");
        assertThat(found("ANNA")).containsExactly("anna@example.com");
        assertThat(found("muller")).containsExactly("anna@example.com");
        assertThat(found("MÜLL")).containsExactly("anna@example.com");
        assertThat(found("jose")).containsExactly("jose.garcia@example.org");
        assertThat(found("garcía")).containsExactly("jose.garcia@example.org");
        assertThat(found("panaderia")).containsExactly("jose.garcia@example.org");
        assertThat(found("oanna")).as("a word's middle is not its beginning").isEmpty();
    }

    @Test
    void everyWordMustBeFoundInTheAddressNamesCompanyOrPhone() {
        assertThat(found("anna mü")).containsExactly("anna@example.com");
        assertThat(found("anna smith")).isEmpty();
        assertThat(found("kite joanna")).containsExactly("joanna@example.net");
        assertThat(found("example.org")).containsExactly("jose.garcia@example.org");
        assertThat(found("example.co")).containsExactly("anna@example.com", "bob@example.com");
        assertThat(found("+49 30")).containsExactly("anna@example.com");
        assertThat(found("555-01")).containsExactly("joanna@example.net");
        assertThat(found("o'hara")).containsExactly("bob@example.com");
    }

    @Test
    void onlyTheApplicationsOwnContactsAreFound() {
        assertThat(found("anna")).containsExactly("anna@example.com");
        assertThat(queries.addresses(ContactQuery.all("onboarding").withFind("anna"))).containsExactly("anna@other.example");
        assertThat(queries.count(ContactQuery.all("elsewhere").withFind("anna"))).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"", "*", "-", "\"\"", "(", ")", ":", "^", "{", "}", "+", "' ", "NOT", "AND", "OR", "NEAR",
        "NEAR(", "col:", "a\"b", "anna\" OR \"bob", "*anna", "anna -bob", "anna NOT bob", "{email}: anna", "anna^", "\\"})
    void whatFullTextSyntaxWouldReadIsLookedForAsTyped(String typed) {
        ContactQuery query = ContactQuery.all(APP).withFind(typed);
        long count = queries.count(query);
        assertThat(queries.rows(query, 0, 10)).hasSize((int) count);
    }

    @Test
    void punctuationAloneFindsEveryContactAndWithWordsIsPlainText() {
        assertThat(found("\"")).hasSize(4);
        assertThat(found("* - ( )")).hasSize(4);
        assertThat(found("\"anna")).containsExactly("anna@example.com");
        assertThat(found("ann*")).containsExactly("anna@example.com");
        assertThat(found("-anna")).as("a minus is no NOT").containsExactly("anna@example.com");
        assertThat(found("anna OR joanna")).as("OR is a word to find, which no contact has").isEmpty();
        assertThat(found("acme \"quotes\"")).containsExactly("bob@example.com");
        assertThat(found("kite & key")).containsExactly("joanna@example.net");
    }

    @Test
    void aBlankFindFindsEveryContact() {
        assertThat(found("")).hasSize(4);
        assertThat(found("   ")).hasSize(4);
        assertThat(queries.count(new ContactQuery(APP, null, null, null))).isEqualTo(4);
    }
}
