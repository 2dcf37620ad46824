package io.mailroom.sandbox;

import static io.mailroom.sandbox.SandboxHttp.q;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.mailroom.sandbox.SandboxHttp.Answer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Contacts kept in a file survive a restart; a failed write changes nothing. */
class PersistenceTest {

    @TempDir
    Path dir;

    private SandboxOptions persistent(Path file) {
        return SandboxHttp.quiet().withSeedContacts(20).withPersistFile(file);
    }

    @Test
    void contactsSurviveARestartFromTheSameFile() throws IOException {
        Path file = dir.resolve("contacts.json");
        JsonNode savedAna;
        try (SandboxServer first = SandboxServer.start(persistent(file))) {
            SandboxHttp http = new SandboxHttp(first);
            assertThat(Files.exists(file)).as("nothing is written before the first change").isFalse();
            http.saveContact("crm", "ana@example.com", "Unsubscribed", Map.of("firstName", "Ana", "vipLevel", "4"));
            String seeded = http.list("newsletter", 1, 1).data().get("list").get(0).get("emailAddress").asText();
            assertThat(http.delete("/v1/contact?appId=newsletter&emailAddress=" + q(seeded)).status()).isEqualTo(200);
            savedAna = http.contact("crm", "ana@example.com");
        }

        try (SandboxServer second = SandboxServer.start(persistent(file).withSeedContacts(500).withRandomSeed(7))) {
            SandboxHttp http = new SandboxHttp(second);
            assertThat(http.contact("crm", "ana@example.com")).isEqualTo(savedAna);
            assertThat(http.list("newsletter", 1, 500).data().get("total").asLong()).as("20 seeded: 12, one deleted").isEqualTo(11);
            assertThat(second.appIds()).containsExactly("newsletter", "onboarding", "vip-club", "crm");
        }
        JsonNode stored = SandboxHttp.JSON.readTree(file.toFile());
        assertThat(stored.get("version").asInt()).isEqualTo(1);
        assertThat(stored.get("apps").get("crm").get(0).get("firstName").asText()).isEqualTo("Ana");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).as("no temporary file is left behind").containsExactly(file);
        }
    }

    @Test
    void aFailedWriteIsAnErrorAndLeavesTheContactsAsTheyWere() throws IOException {
        Path notADirectory = Files.writeString(dir.resolve("plain-file"), "x");
        try (SandboxServer server = SandboxServer.start(persistent(notADirectory.resolve("contacts.json")))) {
            SandboxHttp http = new SandboxHttp(server);

            Answer answer = http.saveContact("crm", "ana@example.com", "Confirmed", null);

            assertThat(answer.status()).isEqualTo(500);
            assertThat(answer.code()).isEqualTo(50000);
            assertThat(answer.message()).startsWith("Internal sandbox error").doesNotContain("Exception");
            assertThat(http.contact("crm", "ana@example.com")).isNull();
            assertThat(server.appIds()).doesNotContain("crm");
        }
    }

    @Test
    void anUnreadableFileStopsTheStartWithItsName() throws IOException {
        Path file = Files.writeString(dir.resolve("contacts.json"), "{ not json");

        assertThatThrownBy(() -> SandboxServer.start(persistent(file)))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining(file.toString());
    }
}
