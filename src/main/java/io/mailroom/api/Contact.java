package io.mailroom.api;

import java.util.Map;

/**
 * A contact as the list endpoint returns it (spec 2.3). Date and time fields have no
 * documented format, so they stay the text the service sent; {@code vipLevel} may come
 * as a number or a numeric string and is read either way.
 */
public record Contact(
        String emailAddress,
        ContactStatus status,
        String language,
        String firstName,
        String lastName,
        String phoneNumber,
        String birthday,
        String company,
        Long vipLevel,
        String amount,
        String registerDate,
        String source,
        String subscriptionExpireTime,
        String lastActiveTime) {

    /**
     * This contact as a save with checked {@code data} leaves it (spec 3, rule 2): a key present
     * sets its field, an empty value clears it; address, status and the dates stay.
     */
    public Contact withData(Map<String, String> data) {
        String vip = data.get(DataKey.vipLevel.name());
        Long newVipLevel = vip == null ? vipLevel : vip.isEmpty() ? null : Long.valueOf(vip);
        return new Contact(emailAddress, status,
                data.getOrDefault(DataKey.language.name(), language),
                data.getOrDefault(DataKey.firstName.name(), firstName),
                data.getOrDefault(DataKey.lastName.name(), lastName),
                data.getOrDefault(DataKey.phoneNumber.name(), phoneNumber),
                data.getOrDefault(DataKey.birthday.name(), birthday),
                data.getOrDefault(DataKey.company.name(), company),
                newVipLevel,
                data.getOrDefault(DataKey.amount.name(), amount),
                registerDate, source, subscriptionExpireTime, lastActiveTime);
    }

    public Contact withLastActiveTime(String newLastActiveTime) {
        return new Contact(emailAddress, status, language, firstName, lastName, phoneNumber, birthday, company,
                vipLevel, amount, registerDate, source, subscriptionExpireTime, newLastActiveTime);
    }
}
