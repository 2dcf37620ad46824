package io.mailroom.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The one JSON configuration of the wire format: spec names, absent fields omitted, unknown fields
 * tolerated, and decimals read exactly as written (2.50 stays 2.50, docs/decisions/014-vip-level-read-as-sent.md).
 */
public final class Json {

    /** The content type of every JSON body, request or answer (docs/decisions/002-auth-and-content-type.md). */
    public static final String CONTENT_TYPE = "application/json; charset=utf-8";

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .defaultPropertyInclusion(JsonInclude.Value.construct(JsonInclude.Include.NON_NULL, JsonInclude.Include.NON_NULL))
            .build();

    private Json() {
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }
}
