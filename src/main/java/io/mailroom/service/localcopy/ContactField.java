package io.mailroom.service.localcopy;

import java.util.Arrays;
import java.util.Optional;

/** The fourteen fields of a contact (spec 2.3), in the spec's order: what the copy sorts by and offers values of. */
public enum ContactField {
    EMAIL_ADDRESS("emailAddress"),
    STATUS("status"),
    LANGUAGE("language"),
    FIRST_NAME("firstName"),
    LAST_NAME("lastName"),
    PHONE_NUMBER("phoneNumber"),
    BIRTHDAY("birthday"),
    COMPANY("company"),
    VIP_LEVEL("vipLevel"),
    AMOUNT("amount"),
    REGISTER_DATE("registerDate"),
    SOURCE("source"),
    SUBSCRIPTION_EXPIRE_TIME("subscriptionExpireTime"),
    LAST_ACTIVE_TIME("lastActiveTime");

    private final String specName;

    ContactField(String specName) {
        this.specName = specName;
    }

    /** The field's name in the spec and on the wire: {@code emailAddress}, {@code vipLevel}. */
    public String specName() {
        return specName;
    }

    /** The field of that spec name, matched exactly. */
    public static Optional<ContactField> ofSpecName(String name) {
        return Arrays.stream(values()).filter(field -> field.specName.equals(name)).findFirst();
    }
}
