package io.mailroom.cli;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import io.mailroom.api.Json;
import java.io.PrintWriter;
import java.time.Instant;

/** JSON for scripts: every field present (null included), as the service names them; times as ISO-8601 text. */
final class JsonOutput {

    private static final ObjectWriter WRITER = Json.mapper().copy()
            .setDefaultPropertyInclusion(JsonInclude.Value.construct(JsonInclude.Include.ALWAYS, JsonInclude.Include.ALWAYS))
            .enable(SerializationFeature.INDENT_OUTPUT)
            .registerModule(new SimpleModule("times").addSerializer(Instant.class, ToStringSerializer.instance))
            .writer();

    private JsonOutput() {
    }

    static void print(PrintWriter out, Object value) {
        try {
            out.println(WRITER.writeValueAsString(value));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("records always serialise", e);
        }
    }
}
