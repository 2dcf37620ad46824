package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** What a subject and a body may hold: Mailroom's own limit on a body's length, and no control characters sent unseen. */
class SubjectAndBodyRulesTest {

    @Test
    void aBodyMayHaveUpToMailroomsLimitAndNotOneCharacterMore() {
        String longest = "x".repeat(InputRules.MAX_BODY_LENGTH);
        assertThat(InputRules.body(longest)).isSameAs(longest);
        assertThatThrownBy(() -> InputRules.body(longest + "x")).isInstanceOf(InvalidInputException.class)
                .hasMessage("body: must be at most 10,000,000 characters; it has 10,000,001");
        InputRules.bodyLength(longest);
        InputRules.bodyLength(null);
        assertThatThrownBy(() -> InputRules.bodyLength(longest + "x")).isInstanceOf(InvalidInputException.class);
    }

    @Test
    void aBodyKeepsTabsAndLineBreaksAndRefusesOtherControlCharacters() {
        assertThat(InputRules.body("Name\tAmount\r\nAda\t10\n")).isEqualTo("Name\tAmount\r\nAda\t10\n");
        assertThatThrownBy(() -> InputRules.body("Hello\nAda\u0000")).isInstanceOf(InvalidInputException.class)
                .hasMessage("body: must not contain control characters other than tabs and line breaks; it has U+0000 (NUL) on line 2");
        assertThatThrownBy(() -> InputRules.body("\u001b[31mred")).hasMessageContaining("U+001B (escape) on line 1");
        assertThatThrownBy(() -> InputRules.body("form\ffeed")).hasMessageContaining("U+000C");
        assertThatThrownBy(() -> InputRules.body("c1 \u0085 next line")).hasMessageContaining("U+0085");
    }

    @Test
    void aSubjectHasNoControlCharactersAtAll() {
        assertThatThrownBy(() -> InputRules.subject("Invoice\u0001")).isInstanceOf(InvalidInputException.class)
                .hasMessage("subject: must not contain control characters; it has U+0001 at character 8");
        assertThatThrownBy(() -> InputRules.subject("Name\tAmount")).hasMessageContaining("U+0009 (a tab) at character 5");
        assertThatThrownBy(() -> InputRules.subject("two\nlines")).hasMessage("subject: must be a single line");
        assertThat(InputRules.subject("  Grüße — ✓ \u200b ")).isEqualTo("Grüße — ✓ \u200b");
    }
}
