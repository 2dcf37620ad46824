package io.mailroom.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CliContextTest {

    @Test
    void toStringShowsNoEnvironmentValue() {
        PrintWriter sink = new PrintWriter(new StringWriter());
        CliContext context = new CliContext(Map.of("MAILROOM_API_KEY", "key-7c1e-secret", "OTHER_TOKEN", "tok-93ab"),
                InputStream.nullInputStream(), sink, sink, new LazyProfiles(() -> { throw new AssertionError("not needed"); }));

        assertThat(context.toString()).doesNotContain("key-7c1e-secret").doesNotContain("tok-93ab");
    }
}
