package io.mailroom.api;

import java.util.Map;

/**
 * The body of {@code POST /v1/contact} (spec 4.3). {@code appId}, {@code emailAddress}
 * and {@code status} take effect only when the contact is created; {@code data} always
 * applies. Build it with {@link InputRules#saveContact} so it is valid before it is sent.
 */
public record SaveContactRequest(String appId, String emailAddress, ContactStatus status, Map<String, String> data) {

    public SaveContactRequest {
        // An empty map means "no metadata": null, so the body omits "data" as it does when
        // the request is built by InputRules.saveContact (an empty map would go out as "data":{}).
        data = data == null || data.isEmpty() ? null
                : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(data));
    }
}
