package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.VipLevel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Sorting by what the service's text means (docs/decisions/010-contact-dates.md), whatever else it sends. */
class SortKeysTest {

    private static List<String> sorted(Comparator<String> order, String... values) {
        List<String> list = new ArrayList<>(Arrays.asList(values));
        list.sort(order);
        return list;
    }

    @Test
    void momentsSortByTimeWhateverTheirFormThenUnreadableTextThenBlanks() {
        assertThat(sorted(SortKeys.moment(),
                "", "2024-03-01T10:00:00Z", "soon", "1700000000000", "2024-03-01T09:00:00-02:00", "2023-12-31", "2024-01-15T08:30:00"))
                .containsExactly("1700000000000", "2023-12-31", "2024-01-15T08:30:00", "2024-03-01T10:00:00Z",
                        "2024-03-01T09:00:00-02:00", "soon", "");
    }

    @Test
    void birthdaysSortInCalendarOrderInAnyFormTheRulesAccept() {
        assertThat(sorted(SortKeys.birthday(), "15/03", "2/1", "1990-02-10", "31/12", "unknown", "29/02"))
                .containsExactly("2/1", "1990-02-10", "29/02", "15/03", "31/12", "unknown");
    }

    @Test
    void amountsSortAsNumbers() {
        assertThat(sorted(SortKeys.decimal(), "100.00", "9.50", "n/a", "", "-3", "1e3"))
                .containsExactly("-3", "9.50", "100.00", "1e3", "n/a", "");
    }

    @Test
    void textSortsByTheLocaleIgnoringCaseWithBlanksLast() {
        assertThat(sorted(SortKeys.text(), "zoe", "", "Émile", "adam", "Bob")).containsExactly("adam", "Bob", "Émile", "zoe", "");
    }

    @Test
    void everyColumnHasAnOrderAndTheVipLevelSortsAsANumber() {
        Contact two = contact(VipLevel.of(2));
        Contact ten = contact(VipLevel.of(10));
        Contact none = contact(null);
        Contact twoAndAHalf = contact(new VipLevel("2.5", true));
        Contact gold = contact(new VipLevel("gold", true));

        List<Contact> list = new ArrayList<>(List.of(gold, ten, none, twoAndAHalf, two));
        list.sort(ContactColumn.VIP_LEVEL.order);

        assertThat(list).containsExactly(two, twoAndAHalf, ten, gold, none);
        assertThat(ContactColumn.values()).hasSize(14).allSatisfy(c -> assertThat(c.order.compare(two, ten)).isNotNull());
    }

    private static Contact contact(VipLevel vipLevel) {
        return new Contact("v" + vipLevel + "@example.com", ContactStatus.Confirmed, "", "", "", "", "", "", vipLevel, "",
                "", "", "", "");
    }
}
