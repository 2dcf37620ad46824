package io.mailroom.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import io.mailroom.api.ContactLimits;
import io.mailroom.api.ContactPage;
import io.mailroom.api.DataKey;
import io.mailroom.api.InputRules;
import io.mailroom.api.SaveContactRequest;
import java.io.IOException;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;

/** {@code GET}, {@code POST} and {@code DELETE /v1/contact} (spec 4.2 to 4.4, docs/decisions/001-wire-format.md, 006-birthday.md to 009-create-only-fields.md). */
final class ContactEndpoints {

    private final ContactStore store;
    private final SandboxFaults faults;
    private final Clock clock;

    ContactEndpoints(ContactStore store, SandboxFaults faults, Clock clock) {
        this.store = store;
        this.faults = faults;
        this.clock = clock;
    }

    Reply list(HttpExchange exchange) {
        Map<String, String> query = Requests.query(exchange);
        String appId = InputRules.appId(query.get("appId"));
        int page = InputRules.page(Requests.wholeNumber(query, "page", 1));
        int pageSize = InputRules.pageSize(Requests.wholeNumber(query, "pageSize", ContactLimits.DEFAULT_PAGE_SIZE));
        ContactPage served = store.page(appId, page, faults.servedPageSize(pageSize));
        return Reply.ok(new ContactPage(served.total(), served.page(), faults.reportedPageSize(served.pageSize()), served.list()));
    }

    Reply save(HttpExchange exchange) throws IOException {
        ObjectNode body = Requests.jsonBody(exchange);
        Map<String, String> data = data(body.get("data"));
        SaveContactRequest request = InputRules.saveContact(Requests.text(body, "appId"),
                Requests.text(body, "emailAddress"), Requests.text(body, "status"), data);
        store.save(request, clock.instant());
        return Reply.ok();
    }

    Reply delete(HttpExchange exchange) {
        Map<String, String> query = Requests.query(exchange);
        String appId = InputRules.appId(query.get("appId"));
        String emailAddress = InputRules.email("emailAddress", query.get("emailAddress"));
        if (!store.delete(appId, emailAddress)) {
            throw new Refusal(ErrorCode.CONTACT_NOT_FOUND, "Contact not found: " + emailAddress + " in " + appId);
        }
        return Reply.ok();
    }

    /**
     * The raw {@code data} map, with an unknown key refused by its own code (docs/decisions/008-data-keys.md).
     * Values are strings; {@code vipLevel} may also be a JSON number (docs/decisions/007-vip-level.md).
     */
    private static Map<String, String> data(JsonNode node) {
        Map<String, String> data = new LinkedHashMap<>();
        if (node == null || node.isNull()) {
            return data;
        }
        if (!node.isObject()) {
            throw Refusal.invalidField("data", "must be an object of string values");
        }
        for (Map.Entry<String, JsonNode> entry : node.properties()) {
            String key = entry.getKey();
            JsonNode value = entry.getValue();
            if (DataKey.of(key).isEmpty()) {
                throw new Refusal(ErrorCode.UNKNOWN_KEY, InputRules.unknownDataKey(key).getMessage());
            }
            if (value.isTextual() || (value.isNumber() && key.equals(DataKey.vipLevel.name()))) {
                data.put(key, value.asText());
            } else {
                throw Refusal.invalidField(key, "must be a string");
            }
        }
        return data;
    }
}
