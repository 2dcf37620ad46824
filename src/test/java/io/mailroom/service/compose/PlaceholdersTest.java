package io.mailroom.service.compose;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.VipLevel;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PlaceholdersTest {

    private static final Contact ADA = new Contact("ada@example.com", ContactStatus.Confirmed, "en", "Ada", "Lovelace",
            null, "10/12", " ", VipLevel.of(3), null, null, null, null, null);

    @Test
    void fillsSubjectAndBodyFromTheContactAndReportsWhatIsLeft() {
        Placeholders.Filled filled = Placeholders.fill("Hello {{firstName}}", "Dear {{ firstName }} {{lastName}} of {{company}},\nVIP {{vipLevel}} {{nickname}}",
                false, Placeholders.of(ADA));
        assertThat(filled.subject()).isEqualTo("Hello Ada");
        assertThat(filled.body()).isEqualTo("Dear Ada Lovelace of {{company}},\nVIP 3 {{nickname}}");
        assertThat(filled.unfilled()).as("a blank company is no value; an unknown name is never filled").containsExactly("company", "nickname");
        assertThat(filled.complete()).isFalse();
    }

    @Test
    void valuesInHtmlAreEscapedButNotInPlainTextOrTheSubject() {
        Map<String, String> values = Map.of("company", "A&B <Ltd>");
        assertThat(Placeholders.fill("{{company}}", "<b>{{company}}</b>", true, values))
                .isEqualTo(new Placeholders.Filled("A&B <Ltd>", "<b>A&amp;B &lt;Ltd&gt;</b>", List.of()));
        assertThat(Placeholders.fill("s", "{{company}}", false, values).body()).isEqualTo("A&B <Ltd>");
    }

    @Test
    void aValueWithDollarsAndBackslashesIsTakenLiterally() {
        assertThat(Placeholders.fill("{{amount}}", "", false, Map.of("amount", "$1\\2")).subject()).isEqualTo("$1\\2");
    }

    @Test
    void textWithoutPlaceholdersIsUntouched() {
        assertThat(Placeholders.fill("{{ not one", "{{}} {{1x}}", false, Map.of()))
                .isEqualTo(new Placeholders.Filled("{{ not one", "{{}} {{1x}}", List.of()));
    }
}
