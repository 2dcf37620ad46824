package io.mailroom.sandbox;

import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import java.time.Instant;

/** The sandbox's one JSON mapper. */
final class SandboxJson {

    /**
     * Strict on input (duplicate keys and trailing garbage are refused, as a careful server would),
     * decimals kept exactly as written (a stored VIP level of 2.50 is served as 2.50);
     * on output, is-getters such as {@code Envelope.isOk()} stay off the wire so the envelope has
     * exactly the spec's six fields, and instants are written as ISO-8601 text.
     */
    static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .visibility(PropertyAccessor.IS_GETTER, Visibility.NONE)
            .addModule(new SimpleModule("sandbox-instants").addSerializer(Instant.class, ToStringSerializer.instance))
            .build();

    private SandboxJson() {
    }
}
