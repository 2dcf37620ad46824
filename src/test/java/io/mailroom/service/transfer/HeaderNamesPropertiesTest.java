package io.mailroom.service.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.service.localcopy.ContactField;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** However a known header is typed (case, spaces, hyphens, underscores, dots around and inside it), it names the same field. */
class HeaderNamesPropertiesTest {

    private static final List<String> KNOWN = List.of("Email Address", "Correo electrónico", "Vorname", "Prénom", "Nachname",
            "phone_number", "Date de naissance", "Société", "VIP", "Sprache", "firstName", "Teléfono", "Courriel");

    /** A known header with each letter's case flipped or not and punctuation or spaces put between letters. */
    @Provide
    Arbitrary<String[]> typed() {
        return Combinators.combine(Arbitraries.of(KNOWN), Arbitraries.longs(), Arbitraries.of(" ", "-", "_", ".", "  ", "/"))
                .as((header, bits, separator) -> {
                    StringBuilder typed = new StringBuilder(separator);
                    for (int i = 0; i < header.length(); i++) {
                        String letter = header.substring(i, i + 1);
                        typed.append((bits >>> (i % 64) & 1) == 1 ? letter.toUpperCase(Locale.ROOT) : letter.toLowerCase(Locale.ROOT));
                        if ((bits >>> ((i + 7) % 64) & 3) == 0) {
                            typed.append(separator);
                        }
                    }
                    return new String[] {header, typed.toString()};
                });
    }

    @Property(tries = 300)
    void aKnownHeaderTypedAnyWayNamesItsField(@ForAll("typed") String[] headerAndTyped) {
        Optional<ContactField> field = HeaderNames.fieldOf(headerAndTyped[0]);

        assertThat(field).as(headerAndTyped[0]).isPresent();
        assertThat(HeaderNames.fieldOf(headerAndTyped[1])).as(headerAndTyped[1]).isEqualTo(field);
    }
}
