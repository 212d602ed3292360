package io.wirebench.codecs.quickbuf.proto;

import java.io.IOException;
import us.hebi.quickbuf.FieldName;
import us.hebi.quickbuf.InvalidProtocolBufferException;
import us.hebi.quickbuf.JsonSink;
import us.hebi.quickbuf.JsonSource;
import us.hebi.quickbuf.MessageFactory;
import us.hebi.quickbuf.ProtoEnum;
import us.hebi.quickbuf.ProtoMessage;
import us.hebi.quickbuf.ProtoSink;
import us.hebi.quickbuf.ProtoSource;
import us.hebi.quickbuf.ProtoUtil;
import us.hebi.quickbuf.RepeatedMessage;
import us.hebi.quickbuf.RepeatedString;
import us.hebi.quickbuf.Utf8String;

/**
 * The messages of {@code codecs/schema/src/main/proto/wirebench.proto}, written by hand in the
 * shape protoc-gen-quickbuf 1.4 generates with its default options (output_order=quickbuf,
 * input_order=quickbuf, allocation=eager, store_unknown_fields=false), because the generator
 * (protoc-gen-quickbuf, quickbuf-generator) is not on the Maven Central these machines reach.
 * Package and outer class as {@code replace_package=(schema)=quickbuf} would give them, so they
 * do not collide with protobuf-java's {@code io.wirebench.codecs.schema.proto.Pb}.
 *
 * <p>What follows the generator, and how to check it: field numbers, types and wire types are
 * those of wirebench.proto (the module's test compares every encoding with protobuf-java's);
 * fields are declared, written and expected in the generator's memory-layout order
 * (FieldUtil.MemoryLayoutSorter: int64, int32, enum, bool, messages, strings, then repeated
 * fields; ties by field number), so the bytes are protobuf-java's fields in another order; each
 * field has a has-bit, as the generator gives proto3 fields (QuickBuffers 1.4 has not
 * implemented proto3's implicit presence: a field set to 0 or "" is written); tags are written
 * as raw bytes; strings are {@link Utf8String}s; JSON names are lowerCamelCase with the proto
 * name as an accepted synonym.
 *
 * <p>One deliberate difference from wirebench.proto: the enum constants other than the
 * {@code *_UNSPECIFIED} ones carry the shared model's names ({@code ACTIVE}, not
 * {@code STATUS_ACTIVE}). Numbers are unchanged, so the binary encoding is the same; the proto3
 * JSON mapping writes an enum by its name, and with these names quickbuf's JSON matches the
 * shared model's JSON. As if wirebench.proto had declared {@code ACTIVE = 1;}.
 */
public final class Pb {
  private Pb() {
  }

  /**
   * Protobuf type {@code DbData}
   */
  public static final class DbData extends ProtoMessage<DbData> implements Cloneable {
    private static final long serialVersionUID = 0L;

    private final RepeatedMessage<DbRow> rows = RepeatedMessage.newEmptyInstance(DbRow.getFactory());

    private DbData() {
    }

    /**
     * @return a new empty instance of {@code DbData}
     */
    public static DbData newInstance() {
      return new DbData();
    }

    /** <code>repeated DbRow rows = 1;</code> */
    public boolean hasRows() {
      return (bitField0_ & 0x00000001) != 0;
    }

    /** <code>repeated DbRow rows = 1;</code> */
    public DbData clearRows() {
      bitField0_ &= ~0x00000001;
      rows.clear();
      return this;
    }

    /** <code>repeated DbRow rows = 1;</code>; treat as read-only, use getMutableRows() to modify */
    public RepeatedMessage<DbRow> getRows() {
      return rows;
    }

    /** <code>repeated DbRow rows = 1;</code>; sets the has state */
    public RepeatedMessage<DbRow> getMutableRows() {
      bitField0_ |= 0x00000001;
      return rows;
    }

    /** <code>repeated DbRow rows = 1;</code> */
    public DbData addRows(final DbRow value) {
      bitField0_ |= 0x00000001;
      rows.add(value);
      return this;
    }

    /** <code>repeated DbRow rows = 1;</code> */
    public DbData addAllRows(final DbRow... values) {
      bitField0_ |= 0x00000001;
      rows.addAll(values);
      return this;
    }

    @Override
    public DbData copyFrom(final DbData other) {
      cachedSize = other.cachedSize;
      if ((bitField0_ | other.bitField0_) != 0) {
        bitField0_ = other.bitField0_;
        rows.copyFrom(other.rows);
      }
      return this;
    }

    @Override
    public DbData mergeFrom(final DbData other) {
      if (other.isEmpty()) {
        return this;
      }
      cachedSize = -1;
      if (other.hasRows()) {
        getMutableRows().addAll(other.rows);
      }
      return this;
    }

    @Override
    public DbData clear() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      rows.clear();
      return this;
    }

    @Override
    public DbData clearQuick() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      rows.clearQuick();
      return this;
    }

    @Override
    public boolean equals(Object o) {
      if (o == this) {
        return true;
      }
      if (!(o instanceof DbData)) {
        return false;
      }
      DbData other = (DbData) o;
      return bitField0_ == other.bitField0_
        && (!hasRows() || rows.equals(other.rows));
    }

    @Override
    public void writeTo(final ProtoSink output) throws IOException {
      if ((bitField0_ & 0x00000001) != 0) {
        for (int i = 0; i < rows.length(); i++) {
          output.writeRawByte((byte) 10);
          output.writeMessageNoTag(rows.get(i));
        }
      }
    }

    @Override
    protected int computeSerializedSize() {
      int size = 0;
      if ((bitField0_ & 0x00000001) != 0) {
        size += (1 * rows.length()) + ProtoSink.computeRepeatedMessageSizeNoTag(rows);
      }
      return size;
    }

    @Override
    @SuppressWarnings("fallthrough")
    public DbData mergeFrom(final ProtoSource input) throws IOException {
      // Enabled Fall-Through Optimization (QuickbufOrder)
      int tag = input.readTag();
      while (true) {
        switch (tag) {
          case 10: {
            // rows
            tag = input.readRepeatedMessage(rows, tag);
            bitField0_ |= 0x00000001;
            if (tag != 0) {
              break;
            }
          }
          case 0: {
            return this;
          }
          default: {
            if (!input.skipField(tag)) {
              return this;
            }
            tag = input.readTag();
            break;
          }
        }
      }
    }

    @Override
    public void writeTo(final JsonSink output) throws IOException {
      output.beginObject();
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeRepeatedMessage(FieldNames.rows, rows);
      }
      output.endObject();
    }

    @Override
    public DbData mergeFrom(final JsonSource input) throws IOException {
      if (!input.beginObject()) {
        return this;
      }
      while (!input.isAtEnd()) {
        switch (input.readFieldHash()) {
          case 3506649: {
            if (input.isAtField(FieldNames.rows)) {
              if (!input.trySkipNullValue()) {
                input.readRepeatedMessage(rows);
                bitField0_ |= 0x00000001;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          default: {
            input.skipUnknownField();
            break;
          }
        }
      }
      input.endObject();
      return this;
    }

    @Override
    public DbData clone() {
      return new DbData().copyFrom(this);
    }

    @Override
    public boolean isEmpty() {
      return ((bitField0_) == 0);
    }

    public static DbData parseFrom(final byte[] data) throws InvalidProtocolBufferException {
      return ProtoMessage.mergeFrom(new DbData(), data).checkInitialized();
    }

    public static DbData parseFrom(final ProtoSource input) throws IOException {
      return ProtoMessage.mergeFrom(new DbData(), input).checkInitialized();
    }

    public static DbData parseFrom(final JsonSource input) throws IOException {
      return ProtoMessage.mergeFrom(new DbData(), input).checkInitialized();
    }

    /**
     * @return factory for creating DbData messages
     */
    public static MessageFactory<DbData> getFactory() {
      return DbDataFactory.INSTANCE;
    }

    private enum DbDataFactory implements MessageFactory<DbData> {
      INSTANCE;

      @Override
      public DbData create() {
        return DbData.newInstance();
      }
    }

    /**
     * Contains name constants used for serializing JSON
     */
    static class FieldNames {
      static final FieldName rows = FieldName.forField("rows");
    }
  }

  /**
   * Protobuf type {@code DbRow}
   */
  public static final class DbRow extends ProtoMessage<DbRow> implements Cloneable {
    private static final long serialVersionUID = 0L;

    /**
     * Protobuf enum {@code DbRow.Status}
     */
    public enum Status implements ProtoEnum<Status> {
      STATUS_UNSPECIFIED("STATUS_UNSPECIFIED", 0),
      ACTIVE("ACTIVE", 1),
      INACTIVE("INACTIVE", 2),
      SUSPENDED("SUSPENDED", 3);

      public static final int STATUS_UNSPECIFIED_VALUE = 0;
      public static final int ACTIVE_VALUE = 1;
      public static final int INACTIVE_VALUE = 2;
      public static final int SUSPENDED_VALUE = 3;

      private final String name;

      private final int number;

      private Status(String name, int number) {
        this.name = name;
        this.number = number;
      }

      @Override
      public String getName() {
        return name;
      }

      @Override
      public int getNumber() {
        return number;
      }

      public static ProtoEnum.EnumConverter<Status> converter() {
        return StatusConverter.INSTANCE;
      }

      public static Status forNumber(int value) {
        return StatusConverter.INSTANCE.forNumber(value);
      }

      public static Status forNumberOr(int number, Status other) {
        Status value = forNumber(number);
        return value == null ? other : value;
      }

      enum StatusConverter implements ProtoEnum.EnumConverter<Status> {
        INSTANCE;

        private static final Status[] lookup = new Status[4];

        static {
          lookup[0] = STATUS_UNSPECIFIED;
          lookup[1] = ACTIVE;
          lookup[2] = INACTIVE;
          lookup[3] = SUSPENDED;
        }

        @Override
        public final Status forNumber(final int value) {
          if (value >= 0 && value < lookup.length) {
            return lookup[value];
          }
          return null;
        }

        @Override
        public final Status forName(final CharSequence value) {
          switch (value.length()) {
            case 6: {
              if (ProtoUtil.isEqual("ACTIVE", value)) {
                return ACTIVE;
              }
              break;
            }
            case 8: {
              if (ProtoUtil.isEqual("INACTIVE", value)) {
                return INACTIVE;
              }
              break;
            }
            case 9: {
              if (ProtoUtil.isEqual("SUSPENDED", value)) {
                return SUSPENDED;
              }
              break;
            }
            case 18: {
              if (ProtoUtil.isEqual("STATUS_UNSPECIFIED", value)) {
                return STATUS_UNSPECIFIED;
              }
              break;
            }
          }
          return null;
        }
      }
    }

    private long id;

    private int status;

    private final Utf8String firstName = Utf8String.newEmptyInstance();

    private final Utf8String lastName = Utf8String.newEmptyInstance();

    private final Utf8String street = Utf8String.newEmptyInstance();

    private final Utf8String city = Utf8String.newEmptyInstance();

    private final Utf8String state = Utf8String.newEmptyInstance();

    private final Utf8String zip = Utf8String.newEmptyInstance();

    private final Utf8String email = Utf8String.newEmptyInstance();

    private DbRow() {
    }

    /**
     * @return a new empty instance of {@code DbRow}
     */
    public static DbRow newInstance() {
      return new DbRow();
    }

    /** <code>int64 id = 1;</code> */
    public boolean hasId() {
      return (bitField0_ & 0x00000001) != 0;
    }

    /** <code>int64 id = 1;</code> */
    public DbRow clearId() {
      bitField0_ &= ~0x00000001;
      id = 0L;
      return this;
    }

    /** <code>int64 id = 1;</code> */
    public long getId() {
      return id;
    }

    /** <code>int64 id = 1;</code> */
    public DbRow setId(final long value) {
      bitField0_ |= 0x00000001;
      id = value;
      return this;
    }

    /** <code>Status status = 9;</code> */
    public boolean hasStatus() {
      return (bitField0_ & 0x00000002) != 0;
    }

    /** <code>Status status = 9;</code> */
    public DbRow clearStatus() {
      bitField0_ &= ~0x00000002;
      status = 0;
      return this;
    }

    /** <code>Status status = 9;</code> */
    public DbRow.Status getStatus() {
      return Status.forNumber(status);
    }

    /** <code>Status status = 9;</code>; the raw number, also when it is not a known constant */
    public int getStatusValue() {
      return status;
    }

    /** <code>Status status = 9;</code>; the raw number, unchecked */
    public DbRow setStatusValue(final int value) {
      bitField0_ |= 0x00000002;
      this.status = value;
      return this;
    }

    /** <code>Status status = 9;</code> */
    public DbRow setStatus(final DbRow.Status value) {
      bitField0_ |= 0x00000002;
      status = value.getNumber();
      return this;
    }

    /** <code>string first_name = 2;</code> */
    public boolean hasFirstName() {
      return (bitField0_ & 0x00000004) != 0;
    }

    /** <code>string first_name = 2;</code> */
    public DbRow clearFirstName() {
      bitField0_ &= ~0x00000004;
      firstName.clear();
      return this;
    }

    /** <code>string first_name = 2;</code> */
    public String getFirstName() {
      return firstName.getString();
    }

    /** <code>string first_name = 2;</code> */
    public Utf8String getFirstNameBytes() {
      return this.firstName;
    }

    /** <code>string first_name = 2;</code> */
    public Utf8String getMutableFirstNameBytes() {
      bitField0_ |= 0x00000004;
      return this.firstName;
    }

    /** <code>string first_name = 2;</code> */
    public DbRow setFirstName(final CharSequence value) {
      bitField0_ |= 0x00000004;
      firstName.copyFrom(value);
      return this;
    }

    /** <code>string first_name = 2;</code> */
    public DbRow setFirstName(final Utf8String value) {
      bitField0_ |= 0x00000004;
      firstName.copyFrom(value);
      return this;
    }

    /** <code>string last_name = 3;</code> */
    public boolean hasLastName() {
      return (bitField0_ & 0x00000008) != 0;
    }

    /** <code>string last_name = 3;</code> */
    public DbRow clearLastName() {
      bitField0_ &= ~0x00000008;
      lastName.clear();
      return this;
    }

    /** <code>string last_name = 3;</code> */
    public String getLastName() {
      return lastName.getString();
    }

    /** <code>string last_name = 3;</code> */
    public Utf8String getLastNameBytes() {
      return this.lastName;
    }

    /** <code>string last_name = 3;</code> */
    public Utf8String getMutableLastNameBytes() {
      bitField0_ |= 0x00000008;
      return this.lastName;
    }

    /** <code>string last_name = 3;</code> */
    public DbRow setLastName(final CharSequence value) {
      bitField0_ |= 0x00000008;
      lastName.copyFrom(value);
      return this;
    }

    /** <code>string last_name = 3;</code> */
    public DbRow setLastName(final Utf8String value) {
      bitField0_ |= 0x00000008;
      lastName.copyFrom(value);
      return this;
    }

    /** <code>string street = 4;</code> */
    public boolean hasStreet() {
      return (bitField0_ & 0x00000010) != 0;
    }

    /** <code>string street = 4;</code> */
    public DbRow clearStreet() {
      bitField0_ &= ~0x00000010;
      street.clear();
      return this;
    }

    /** <code>string street = 4;</code> */
    public String getStreet() {
      return street.getString();
    }

    /** <code>string street = 4;</code> */
    public Utf8String getStreetBytes() {
      return this.street;
    }

    /** <code>string street = 4;</code> */
    public Utf8String getMutableStreetBytes() {
      bitField0_ |= 0x00000010;
      return this.street;
    }

    /** <code>string street = 4;</code> */
    public DbRow setStreet(final CharSequence value) {
      bitField0_ |= 0x00000010;
      street.copyFrom(value);
      return this;
    }

    /** <code>string street = 4;</code> */
    public DbRow setStreet(final Utf8String value) {
      bitField0_ |= 0x00000010;
      street.copyFrom(value);
      return this;
    }

    /** <code>string city = 5;</code> */
    public boolean hasCity() {
      return (bitField0_ & 0x00000020) != 0;
    }

    /** <code>string city = 5;</code> */
    public DbRow clearCity() {
      bitField0_ &= ~0x00000020;
      city.clear();
      return this;
    }

    /** <code>string city = 5;</code> */
    public String getCity() {
      return city.getString();
    }

    /** <code>string city = 5;</code> */
    public Utf8String getCityBytes() {
      return this.city;
    }

    /** <code>string city = 5;</code> */
    public Utf8String getMutableCityBytes() {
      bitField0_ |= 0x00000020;
      return this.city;
    }

    /** <code>string city = 5;</code> */
    public DbRow setCity(final CharSequence value) {
      bitField0_ |= 0x00000020;
      city.copyFrom(value);
      return this;
    }

    /** <code>string city = 5;</code> */
    public DbRow setCity(final Utf8String value) {
      bitField0_ |= 0x00000020;
      city.copyFrom(value);
      return this;
    }

    /** <code>string state = 6;</code> */
    public boolean hasState() {
      return (bitField0_ & 0x00000040) != 0;
    }

    /** <code>string state = 6;</code> */
    public DbRow clearState() {
      bitField0_ &= ~0x00000040;
      state.clear();
      return this;
    }

    /** <code>string state = 6;</code> */
    public String getState() {
      return state.getString();
    }

    /** <code>string state = 6;</code> */
    public Utf8String getStateBytes() {
      return this.state;
    }

    /** <code>string state = 6;</code> */
    public Utf8String getMutableStateBytes() {
      bitField0_ |= 0x00000040;
      return this.state;
    }

    /** <code>string state = 6;</code> */
    public DbRow setState(final CharSequence value) {
      bitField0_ |= 0x00000040;
      state.copyFrom(value);
      return this;
    }

    /** <code>string state = 6;</code> */
    public DbRow setState(final Utf8String value) {
      bitField0_ |= 0x00000040;
      state.copyFrom(value);
      return this;
    }

    /** <code>string zip = 7;</code> */
    public boolean hasZip() {
      return (bitField0_ & 0x00000080) != 0;
    }

    /** <code>string zip = 7;</code> */
    public DbRow clearZip() {
      bitField0_ &= ~0x00000080;
      zip.clear();
      return this;
    }

    /** <code>string zip = 7;</code> */
    public String getZip() {
      return zip.getString();
    }

    /** <code>string zip = 7;</code> */
    public Utf8String getZipBytes() {
      return this.zip;
    }

    /** <code>string zip = 7;</code> */
    public Utf8String getMutableZipBytes() {
      bitField0_ |= 0x00000080;
      return this.zip;
    }

    /** <code>string zip = 7;</code> */
    public DbRow setZip(final CharSequence value) {
      bitField0_ |= 0x00000080;
      zip.copyFrom(value);
      return this;
    }

    /** <code>string zip = 7;</code> */
    public DbRow setZip(final Utf8String value) {
      bitField0_ |= 0x00000080;
      zip.copyFrom(value);
      return this;
    }

    /** <code>string email = 8;</code> */
    public boolean hasEmail() {
      return (bitField0_ & 0x00000100) != 0;
    }

    /** <code>string email = 8;</code> */
    public DbRow clearEmail() {
      bitField0_ &= ~0x00000100;
      email.clear();
      return this;
    }

    /** <code>string email = 8;</code> */
    public String getEmail() {
      return email.getString();
    }

    /** <code>string email = 8;</code> */
    public Utf8String getEmailBytes() {
      return this.email;
    }

    /** <code>string email = 8;</code> */
    public Utf8String getMutableEmailBytes() {
      bitField0_ |= 0x00000100;
      return this.email;
    }

    /** <code>string email = 8;</code> */
    public DbRow setEmail(final CharSequence value) {
      bitField0_ |= 0x00000100;
      email.copyFrom(value);
      return this;
    }

    /** <code>string email = 8;</code> */
    public DbRow setEmail(final Utf8String value) {
      bitField0_ |= 0x00000100;
      email.copyFrom(value);
      return this;
    }

    @Override
    public DbRow copyFrom(final DbRow other) {
      cachedSize = other.cachedSize;
      if ((bitField0_ | other.bitField0_) != 0) {
        bitField0_ = other.bitField0_;
        id = other.id;
        status = other.status;
        firstName.copyFrom(other.firstName);
        lastName.copyFrom(other.lastName);
        street.copyFrom(other.street);
        city.copyFrom(other.city);
        state.copyFrom(other.state);
        zip.copyFrom(other.zip);
        email.copyFrom(other.email);
      }
      return this;
    }

    @Override
    public DbRow mergeFrom(final DbRow other) {
      if (other.isEmpty()) {
        return this;
      }
      cachedSize = -1;
      if (other.hasId()) {
        setId(other.id);
      }
      if (other.hasStatus()) {
        setStatusValue(other.status);
      }
      if (other.hasFirstName()) {
        getMutableFirstNameBytes().copyFrom(other.firstName);
      }
      if (other.hasLastName()) {
        getMutableLastNameBytes().copyFrom(other.lastName);
      }
      if (other.hasStreet()) {
        getMutableStreetBytes().copyFrom(other.street);
      }
      if (other.hasCity()) {
        getMutableCityBytes().copyFrom(other.city);
      }
      if (other.hasState()) {
        getMutableStateBytes().copyFrom(other.state);
      }
      if (other.hasZip()) {
        getMutableZipBytes().copyFrom(other.zip);
      }
      if (other.hasEmail()) {
        getMutableEmailBytes().copyFrom(other.email);
      }
      return this;
    }

    @Override
    public DbRow clear() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      id = 0L;
      status = 0;
      firstName.clear();
      lastName.clear();
      street.clear();
      city.clear();
      state.clear();
      zip.clear();
      email.clear();
      return this;
    }

    @Override
    public DbRow clearQuick() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      firstName.clear();
      lastName.clear();
      street.clear();
      city.clear();
      state.clear();
      zip.clear();
      email.clear();
      return this;
    }

    @Override
    public boolean equals(Object o) {
      if (o == this) {
        return true;
      }
      if (!(o instanceof DbRow)) {
        return false;
      }
      DbRow other = (DbRow) o;
      return bitField0_ == other.bitField0_
        && (!hasId() || id == other.id)
        && (!hasStatus() || status == other.status)
        && (!hasFirstName() || firstName.equals(other.firstName))
        && (!hasLastName() || lastName.equals(other.lastName))
        && (!hasStreet() || street.equals(other.street))
        && (!hasCity() || city.equals(other.city))
        && (!hasState() || state.equals(other.state))
        && (!hasZip() || zip.equals(other.zip))
        && (!hasEmail() || email.equals(other.email));
    }

    @Override
    public void writeTo(final ProtoSink output) throws IOException {
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeRawByte((byte) 8);
        output.writeInt64NoTag(id);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        output.writeRawByte((byte) 72);
        output.writeEnumNoTag(status);
      }
      if ((bitField0_ & 0x00000004) != 0) {
        output.writeRawByte((byte) 18);
        output.writeStringNoTag(firstName);
      }
      if ((bitField0_ & 0x00000008) != 0) {
        output.writeRawByte((byte) 26);
        output.writeStringNoTag(lastName);
      }
      if ((bitField0_ & 0x00000010) != 0) {
        output.writeRawByte((byte) 34);
        output.writeStringNoTag(street);
      }
      if ((bitField0_ & 0x00000020) != 0) {
        output.writeRawByte((byte) 42);
        output.writeStringNoTag(city);
      }
      if ((bitField0_ & 0x00000040) != 0) {
        output.writeRawByte((byte) 50);
        output.writeStringNoTag(state);
      }
      if ((bitField0_ & 0x00000080) != 0) {
        output.writeRawByte((byte) 58);
        output.writeStringNoTag(zip);
      }
      if ((bitField0_ & 0x00000100) != 0) {
        output.writeRawByte((byte) 66);
        output.writeStringNoTag(email);
      }
    }

    @Override
    protected int computeSerializedSize() {
      int size = 0;
      if ((bitField0_ & 0x00000001) != 0) {
        size += 1 + ProtoSink.computeInt64SizeNoTag(id);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        size += 1 + ProtoSink.computeEnumSizeNoTag(status);
      }
      if ((bitField0_ & 0x00000004) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(firstName);
      }
      if ((bitField0_ & 0x00000008) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(lastName);
      }
      if ((bitField0_ & 0x00000010) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(street);
      }
      if ((bitField0_ & 0x00000020) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(city);
      }
      if ((bitField0_ & 0x00000040) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(state);
      }
      if ((bitField0_ & 0x00000080) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(zip);
      }
      if ((bitField0_ & 0x00000100) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(email);
      }
      return size;
    }

    @Override
    @SuppressWarnings("fallthrough")
    public DbRow mergeFrom(final ProtoSource input) throws IOException {
      // Enabled Fall-Through Optimization (QuickbufOrder)
      int tag = input.readTag();
      while (true) {
        switch (tag) {
          case 8: {
            // id
            id = input.readInt64();
            bitField0_ |= 0x00000001;
            tag = input.readTag();
            if (tag != 72) {
              break;
            }
          }
          case 72: {
            // status
            final int value = input.readInt32();
            if (Status.forNumber(value) != null) {
              status = value;
              bitField0_ |= 0x00000002;
            }
            tag = input.readTag();
            if (tag != 18) {
              break;
            }
          }
          case 18: {
            // first_name
            input.readString(firstName);
            bitField0_ |= 0x00000004;
            tag = input.readTag();
            if (tag != 26) {
              break;
            }
          }
          case 26: {
            // last_name
            input.readString(lastName);
            bitField0_ |= 0x00000008;
            tag = input.readTag();
            if (tag != 34) {
              break;
            }
          }
          case 34: {
            // street
            input.readString(street);
            bitField0_ |= 0x00000010;
            tag = input.readTag();
            if (tag != 42) {
              break;
            }
          }
          case 42: {
            // city
            input.readString(city);
            bitField0_ |= 0x00000020;
            tag = input.readTag();
            if (tag != 50) {
              break;
            }
          }
          case 50: {
            // state
            input.readString(state);
            bitField0_ |= 0x00000040;
            tag = input.readTag();
            if (tag != 58) {
              break;
            }
          }
          case 58: {
            // zip
            input.readString(zip);
            bitField0_ |= 0x00000080;
            tag = input.readTag();
            if (tag != 66) {
              break;
            }
          }
          case 66: {
            // email
            input.readString(email);
            bitField0_ |= 0x00000100;
            tag = input.readTag();
            if (tag != 0) {
              break;
            }
          }
          case 0: {
            return this;
          }
          default: {
            if (!input.skipField(tag)) {
              return this;
            }
            tag = input.readTag();
            break;
          }
        }
      }
    }

    @Override
    public void writeTo(final JsonSink output) throws IOException {
      output.beginObject();
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeInt64(FieldNames.id, id);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        output.writeEnum(FieldNames.status, status, Status.converter());
      }
      if ((bitField0_ & 0x00000004) != 0) {
        output.writeString(FieldNames.firstName, firstName);
      }
      if ((bitField0_ & 0x00000008) != 0) {
        output.writeString(FieldNames.lastName, lastName);
      }
      if ((bitField0_ & 0x00000010) != 0) {
        output.writeString(FieldNames.street, street);
      }
      if ((bitField0_ & 0x00000020) != 0) {
        output.writeString(FieldNames.city, city);
      }
      if ((bitField0_ & 0x00000040) != 0) {
        output.writeString(FieldNames.state, state);
      }
      if ((bitField0_ & 0x00000080) != 0) {
        output.writeString(FieldNames.zip, zip);
      }
      if ((bitField0_ & 0x00000100) != 0) {
        output.writeString(FieldNames.email, email);
      }
      output.endObject();
    }

    @Override
    public DbRow mergeFrom(final JsonSource input) throws IOException {
      if (!input.beginObject()) {
        return this;
      }
      while (!input.isAtEnd()) {
        switch (input.readFieldHash()) {
          case 3355: {
            if (input.isAtField(FieldNames.id)) {
              if (!input.trySkipNullValue()) {
                id = input.readInt64();
                bitField0_ |= 0x00000001;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case -892481550: {
            if (input.isAtField(FieldNames.status)) {
              if (!input.trySkipNullValue()) {
                final DbRow.Status value = input.readEnum(Status.converter());
                if (value != null) {
                  status = value.getNumber();
                  bitField0_ |= 0x00000002;
                } else {
                  input.skipUnknownEnumValue();
                }
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 132835675:
          case -160985414: {
            if (input.isAtField(FieldNames.firstName)) {
              if (!input.trySkipNullValue()) {
                input.readString(firstName);
                bitField0_ |= 0x00000004;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case -1459599807:
          case 2013122196: {
            if (input.isAtField(FieldNames.lastName)) {
              if (!input.trySkipNullValue()) {
                input.readString(lastName);
                bitField0_ |= 0x00000008;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case -891990013: {
            if (input.isAtField(FieldNames.street)) {
              if (!input.trySkipNullValue()) {
                input.readString(street);
                bitField0_ |= 0x00000010;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 3053931: {
            if (input.isAtField(FieldNames.city)) {
              if (!input.trySkipNullValue()) {
                input.readString(city);
                bitField0_ |= 0x00000020;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 109757585: {
            if (input.isAtField(FieldNames.state)) {
              if (!input.trySkipNullValue()) {
                input.readString(state);
                bitField0_ |= 0x00000040;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 120609: {
            if (input.isAtField(FieldNames.zip)) {
              if (!input.trySkipNullValue()) {
                input.readString(zip);
                bitField0_ |= 0x00000080;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 96619420: {
            if (input.isAtField(FieldNames.email)) {
              if (!input.trySkipNullValue()) {
                input.readString(email);
                bitField0_ |= 0x00000100;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          default: {
            input.skipUnknownField();
            break;
          }
        }
      }
      input.endObject();
      return this;
    }

    @Override
    public DbRow clone() {
      return new DbRow().copyFrom(this);
    }

    @Override
    public boolean isEmpty() {
      return ((bitField0_) == 0);
    }

    public static DbRow parseFrom(final byte[] data) throws InvalidProtocolBufferException {
      return ProtoMessage.mergeFrom(new DbRow(), data).checkInitialized();
    }

    public static DbRow parseFrom(final ProtoSource input) throws IOException {
      return ProtoMessage.mergeFrom(new DbRow(), input).checkInitialized();
    }

    public static DbRow parseFrom(final JsonSource input) throws IOException {
      return ProtoMessage.mergeFrom(new DbRow(), input).checkInitialized();
    }

    /**
     * @return factory for creating DbRow messages
     */
    public static MessageFactory<DbRow> getFactory() {
      return DbRowFactory.INSTANCE;
    }

    private enum DbRowFactory implements MessageFactory<DbRow> {
      INSTANCE;

      @Override
      public DbRow create() {
        return DbRow.newInstance();
      }
    }

    /**
     * Contains name constants used for serializing JSON
     */
    static class FieldNames {
      static final FieldName id = FieldName.forField("id");
      static final FieldName status = FieldName.forField("status");
      static final FieldName firstName = FieldName.forField("firstName", "first_name");
      static final FieldName lastName = FieldName.forField("lastName", "last_name");
      static final FieldName street = FieldName.forField("street");
      static final FieldName city = FieldName.forField("city");
      static final FieldName state = FieldName.forField("state");
      static final FieldName zip = FieldName.forField("zip");
      static final FieldName email = FieldName.forField("email");
    }
  }

  /**
   * Protobuf type {@code Measurements}
   */
  public static final class Measurements extends ProtoMessage<Measurements> implements Cloneable {
    private static final long serialVersionUID = 0L;

    private final RepeatedMessage<Measurement> items = RepeatedMessage.newEmptyInstance(Measurement.getFactory());

    private Measurements() {
    }

    /**
     * @return a new empty instance of {@code Measurements}
     */
    public static Measurements newInstance() {
      return new Measurements();
    }

    /** <code>repeated Measurement items = 1;</code> */
    public boolean hasItems() {
      return (bitField0_ & 0x00000001) != 0;
    }

    /** <code>repeated Measurement items = 1;</code> */
    public Measurements clearItems() {
      bitField0_ &= ~0x00000001;
      items.clear();
      return this;
    }

    /** <code>repeated Measurement items = 1;</code>; treat as read-only, use getMutableItems() to modify */
    public RepeatedMessage<Measurement> getItems() {
      return items;
    }

    /** <code>repeated Measurement items = 1;</code>; sets the has state */
    public RepeatedMessage<Measurement> getMutableItems() {
      bitField0_ |= 0x00000001;
      return items;
    }

    /** <code>repeated Measurement items = 1;</code> */
    public Measurements addItems(final Measurement value) {
      bitField0_ |= 0x00000001;
      items.add(value);
      return this;
    }

    /** <code>repeated Measurement items = 1;</code> */
    public Measurements addAllItems(final Measurement... values) {
      bitField0_ |= 0x00000001;
      items.addAll(values);
      return this;
    }

    @Override
    public Measurements copyFrom(final Measurements other) {
      cachedSize = other.cachedSize;
      if ((bitField0_ | other.bitField0_) != 0) {
        bitField0_ = other.bitField0_;
        items.copyFrom(other.items);
      }
      return this;
    }

    @Override
    public Measurements mergeFrom(final Measurements other) {
      if (other.isEmpty()) {
        return this;
      }
      cachedSize = -1;
      if (other.hasItems()) {
        getMutableItems().addAll(other.items);
      }
      return this;
    }

    @Override
    public Measurements clear() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      items.clear();
      return this;
    }

    @Override
    public Measurements clearQuick() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      items.clearQuick();
      return this;
    }

    @Override
    public boolean equals(Object o) {
      if (o == this) {
        return true;
      }
      if (!(o instanceof Measurements)) {
        return false;
      }
      Measurements other = (Measurements) o;
      return bitField0_ == other.bitField0_
        && (!hasItems() || items.equals(other.items));
    }

    @Override
    public void writeTo(final ProtoSink output) throws IOException {
      if ((bitField0_ & 0x00000001) != 0) {
        for (int i = 0; i < items.length(); i++) {
          output.writeRawByte((byte) 10);
          output.writeMessageNoTag(items.get(i));
        }
      }
    }

    @Override
    protected int computeSerializedSize() {
      int size = 0;
      if ((bitField0_ & 0x00000001) != 0) {
        size += (1 * items.length()) + ProtoSink.computeRepeatedMessageSizeNoTag(items);
      }
      return size;
    }

    @Override
    @SuppressWarnings("fallthrough")
    public Measurements mergeFrom(final ProtoSource input) throws IOException {
      // Enabled Fall-Through Optimization (QuickbufOrder)
      int tag = input.readTag();
      while (true) {
        switch (tag) {
          case 10: {
            // items
            tag = input.readRepeatedMessage(items, tag);
            bitField0_ |= 0x00000001;
            if (tag != 0) {
              break;
            }
          }
          case 0: {
            return this;
          }
          default: {
            if (!input.skipField(tag)) {
              return this;
            }
            tag = input.readTag();
            break;
          }
        }
      }
    }

    @Override
    public void writeTo(final JsonSink output) throws IOException {
      output.beginObject();
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeRepeatedMessage(FieldNames.items, items);
      }
      output.endObject();
    }

    @Override
    public Measurements mergeFrom(final JsonSource input) throws IOException {
      if (!input.beginObject()) {
        return this;
      }
      while (!input.isAtEnd()) {
        switch (input.readFieldHash()) {
          case 100526016: {
            if (input.isAtField(FieldNames.items)) {
              if (!input.trySkipNullValue()) {
                input.readRepeatedMessage(items);
                bitField0_ |= 0x00000001;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          default: {
            input.skipUnknownField();
            break;
          }
        }
      }
      input.endObject();
      return this;
    }

    @Override
    public Measurements clone() {
      return new Measurements().copyFrom(this);
    }

    @Override
    public boolean isEmpty() {
      return ((bitField0_) == 0);
    }

    public static Measurements parseFrom(final byte[] data) throws InvalidProtocolBufferException {
      return ProtoMessage.mergeFrom(new Measurements(), data).checkInitialized();
    }

    public static Measurements parseFrom(final ProtoSource input) throws IOException {
      return ProtoMessage.mergeFrom(new Measurements(), input).checkInitialized();
    }

    public static Measurements parseFrom(final JsonSource input) throws IOException {
      return ProtoMessage.mergeFrom(new Measurements(), input).checkInitialized();
    }

    /**
     * @return factory for creating Measurements messages
     */
    public static MessageFactory<Measurements> getFactory() {
      return MeasurementsFactory.INSTANCE;
    }

    private enum MeasurementsFactory implements MessageFactory<Measurements> {
      INSTANCE;

      @Override
      public Measurements create() {
        return Measurements.newInstance();
      }
    }

    /**
     * Contains name constants used for serializing JSON
     */
    static class FieldNames {
      static final FieldName items = FieldName.forField("items");
    }
  }

  /**
   * Protobuf type {@code Measurement}
   */
  public static final class Measurement extends ProtoMessage<Measurement> implements Cloneable {
    private static final long serialVersionUID = 0L;

    /**
     * Protobuf enum {@code Measurement.Type}
     */
    public enum Type implements ProtoEnum<Type> {
      TYPE_UNSPECIFIED("TYPE_UNSPECIFIED", 0),
      WEB_REQUEST("WEB_REQUEST", 1),
      DB_QUERY("DB_QUERY", 2),
      CACHE_LOOKUP("CACHE_LOOKUP", 3);

      public static final int TYPE_UNSPECIFIED_VALUE = 0;
      public static final int WEB_REQUEST_VALUE = 1;
      public static final int DB_QUERY_VALUE = 2;
      public static final int CACHE_LOOKUP_VALUE = 3;

      private final String name;

      private final int number;

      private Type(String name, int number) {
        this.name = name;
        this.number = number;
      }

      @Override
      public String getName() {
        return name;
      }

      @Override
      public int getNumber() {
        return number;
      }

      public static ProtoEnum.EnumConverter<Type> converter() {
        return TypeConverter.INSTANCE;
      }

      public static Type forNumber(int value) {
        return TypeConverter.INSTANCE.forNumber(value);
      }

      public static Type forNumberOr(int number, Type other) {
        Type value = forNumber(number);
        return value == null ? other : value;
      }

      enum TypeConverter implements ProtoEnum.EnumConverter<Type> {
        INSTANCE;

        private static final Type[] lookup = new Type[4];

        static {
          lookup[0] = TYPE_UNSPECIFIED;
          lookup[1] = WEB_REQUEST;
          lookup[2] = DB_QUERY;
          lookup[3] = CACHE_LOOKUP;
        }

        @Override
        public final Type forNumber(final int value) {
          if (value >= 0 && value < lookup.length) {
            return lookup[value];
          }
          return null;
        }

        @Override
        public final Type forName(final CharSequence value) {
          switch (value.length()) {
            case 8: {
              if (ProtoUtil.isEqual("DB_QUERY", value)) {
                return DB_QUERY;
              }
              break;
            }
            case 11: {
              if (ProtoUtil.isEqual("WEB_REQUEST", value)) {
                return WEB_REQUEST;
              }
              break;
            }
            case 12: {
              if (ProtoUtil.isEqual("CACHE_LOOKUP", value)) {
                return CACHE_LOOKUP;
              }
              break;
            }
            case 16: {
              if (ProtoUtil.isEqual("TYPE_UNSPECIFIED", value)) {
                return TYPE_UNSPECIFIED;
              }
              break;
            }
          }
          return null;
        }
      }
    }

    private long time;

    private int duration;

    private int type;

    private final Utf8String measurementId = Utf8String.newEmptyInstance();

    private Measurement() {
    }

    /**
     * @return a new empty instance of {@code Measurement}
     */
    public static Measurement newInstance() {
      return new Measurement();
    }

    /** <code>int64 time = 3;</code> */
    public boolean hasTime() {
      return (bitField0_ & 0x00000001) != 0;
    }

    /** <code>int64 time = 3;</code> */
    public Measurement clearTime() {
      bitField0_ &= ~0x00000001;
      time = 0L;
      return this;
    }

    /** <code>int64 time = 3;</code> */
    public long getTime() {
      return time;
    }

    /** <code>int64 time = 3;</code> */
    public Measurement setTime(final long value) {
      bitField0_ |= 0x00000001;
      time = value;
      return this;
    }

    /** <code>int32 duration = 2;</code> */
    public boolean hasDuration() {
      return (bitField0_ & 0x00000002) != 0;
    }

    /** <code>int32 duration = 2;</code> */
    public Measurement clearDuration() {
      bitField0_ &= ~0x00000002;
      duration = 0;
      return this;
    }

    /** <code>int32 duration = 2;</code> */
    public int getDuration() {
      return duration;
    }

    /** <code>int32 duration = 2;</code> */
    public Measurement setDuration(final int value) {
      bitField0_ |= 0x00000002;
      duration = value;
      return this;
    }

    /** <code>Type type = 4;</code> */
    public boolean hasType() {
      return (bitField0_ & 0x00000004) != 0;
    }

    /** <code>Type type = 4;</code> */
    public Measurement clearType() {
      bitField0_ &= ~0x00000004;
      type = 0;
      return this;
    }

    /** <code>Type type = 4;</code> */
    public Measurement.Type getType() {
      return Type.forNumber(type);
    }

    /** <code>Type type = 4;</code>; the raw number, also when it is not a known constant */
    public int getTypeValue() {
      return type;
    }

    /** <code>Type type = 4;</code>; the raw number, unchecked */
    public Measurement setTypeValue(final int value) {
      bitField0_ |= 0x00000004;
      this.type = value;
      return this;
    }

    /** <code>Type type = 4;</code> */
    public Measurement setType(final Measurement.Type value) {
      bitField0_ |= 0x00000004;
      type = value.getNumber();
      return this;
    }

    /** <code>string measurement_id = 1;</code> */
    public boolean hasMeasurementId() {
      return (bitField0_ & 0x00000008) != 0;
    }

    /** <code>string measurement_id = 1;</code> */
    public Measurement clearMeasurementId() {
      bitField0_ &= ~0x00000008;
      measurementId.clear();
      return this;
    }

    /** <code>string measurement_id = 1;</code> */
    public String getMeasurementId() {
      return measurementId.getString();
    }

    /** <code>string measurement_id = 1;</code> */
    public Utf8String getMeasurementIdBytes() {
      return this.measurementId;
    }

    /** <code>string measurement_id = 1;</code> */
    public Utf8String getMutableMeasurementIdBytes() {
      bitField0_ |= 0x00000008;
      return this.measurementId;
    }

    /** <code>string measurement_id = 1;</code> */
    public Measurement setMeasurementId(final CharSequence value) {
      bitField0_ |= 0x00000008;
      measurementId.copyFrom(value);
      return this;
    }

    /** <code>string measurement_id = 1;</code> */
    public Measurement setMeasurementId(final Utf8String value) {
      bitField0_ |= 0x00000008;
      measurementId.copyFrom(value);
      return this;
    }

    @Override
    public Measurement copyFrom(final Measurement other) {
      cachedSize = other.cachedSize;
      if ((bitField0_ | other.bitField0_) != 0) {
        bitField0_ = other.bitField0_;
        time = other.time;
        duration = other.duration;
        type = other.type;
        measurementId.copyFrom(other.measurementId);
      }
      return this;
    }

    @Override
    public Measurement mergeFrom(final Measurement other) {
      if (other.isEmpty()) {
        return this;
      }
      cachedSize = -1;
      if (other.hasTime()) {
        setTime(other.time);
      }
      if (other.hasDuration()) {
        setDuration(other.duration);
      }
      if (other.hasType()) {
        setTypeValue(other.type);
      }
      if (other.hasMeasurementId()) {
        getMutableMeasurementIdBytes().copyFrom(other.measurementId);
      }
      return this;
    }

    @Override
    public Measurement clear() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      time = 0L;
      duration = 0;
      type = 0;
      measurementId.clear();
      return this;
    }

    @Override
    public Measurement clearQuick() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      measurementId.clear();
      return this;
    }

    @Override
    public boolean equals(Object o) {
      if (o == this) {
        return true;
      }
      if (!(o instanceof Measurement)) {
        return false;
      }
      Measurement other = (Measurement) o;
      return bitField0_ == other.bitField0_
        && (!hasTime() || time == other.time)
        && (!hasDuration() || duration == other.duration)
        && (!hasType() || type == other.type)
        && (!hasMeasurementId() || measurementId.equals(other.measurementId));
    }

    @Override
    public void writeTo(final ProtoSink output) throws IOException {
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeRawByte((byte) 24);
        output.writeInt64NoTag(time);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        output.writeRawByte((byte) 16);
        output.writeInt32NoTag(duration);
      }
      if ((bitField0_ & 0x00000004) != 0) {
        output.writeRawByte((byte) 32);
        output.writeEnumNoTag(type);
      }
      if ((bitField0_ & 0x00000008) != 0) {
        output.writeRawByte((byte) 10);
        output.writeStringNoTag(measurementId);
      }
    }

    @Override
    protected int computeSerializedSize() {
      int size = 0;
      if ((bitField0_ & 0x00000001) != 0) {
        size += 1 + ProtoSink.computeInt64SizeNoTag(time);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        size += 1 + ProtoSink.computeInt32SizeNoTag(duration);
      }
      if ((bitField0_ & 0x00000004) != 0) {
        size += 1 + ProtoSink.computeEnumSizeNoTag(type);
      }
      if ((bitField0_ & 0x00000008) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(measurementId);
      }
      return size;
    }

    @Override
    @SuppressWarnings("fallthrough")
    public Measurement mergeFrom(final ProtoSource input) throws IOException {
      // Enabled Fall-Through Optimization (QuickbufOrder)
      int tag = input.readTag();
      while (true) {
        switch (tag) {
          case 24: {
            // time
            time = input.readInt64();
            bitField0_ |= 0x00000001;
            tag = input.readTag();
            if (tag != 16) {
              break;
            }
          }
          case 16: {
            // duration
            duration = input.readInt32();
            bitField0_ |= 0x00000002;
            tag = input.readTag();
            if (tag != 32) {
              break;
            }
          }
          case 32: {
            // type
            final int value = input.readInt32();
            if (Type.forNumber(value) != null) {
              type = value;
              bitField0_ |= 0x00000004;
            }
            tag = input.readTag();
            if (tag != 10) {
              break;
            }
          }
          case 10: {
            // measurement_id
            input.readString(measurementId);
            bitField0_ |= 0x00000008;
            tag = input.readTag();
            if (tag != 0) {
              break;
            }
          }
          case 0: {
            return this;
          }
          default: {
            if (!input.skipField(tag)) {
              return this;
            }
            tag = input.readTag();
            break;
          }
        }
      }
    }

    @Override
    public void writeTo(final JsonSink output) throws IOException {
      output.beginObject();
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeInt64(FieldNames.time, time);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        output.writeInt32(FieldNames.duration, duration);
      }
      if ((bitField0_ & 0x00000004) != 0) {
        output.writeEnum(FieldNames.type, type, Type.converter());
      }
      if ((bitField0_ & 0x00000008) != 0) {
        output.writeString(FieldNames.measurementId, measurementId);
      }
      output.endObject();
    }

    @Override
    public Measurement mergeFrom(final JsonSource input) throws IOException {
      if (!input.beginObject()) {
        return this;
      }
      while (!input.isAtEnd()) {
        switch (input.readFieldHash()) {
          case 3560141: {
            if (input.isAtField(FieldNames.time)) {
              if (!input.trySkipNullValue()) {
                time = input.readInt64();
                bitField0_ |= 0x00000001;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case -1992012396: {
            if (input.isAtField(FieldNames.duration)) {
              if (!input.trySkipNullValue()) {
                duration = input.readInt32();
                bitField0_ |= 0x00000002;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 3575610: {
            if (input.isAtField(FieldNames.type)) {
              if (!input.trySkipNullValue()) {
                final Measurement.Type value = input.readEnum(Type.converter());
                if (value != null) {
                  type = value.getNumber();
                  bitField0_ |= 0x00000004;
                } else {
                  input.skipUnknownEnumValue();
                }
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 1655367159:
          case -223204226: {
            if (input.isAtField(FieldNames.measurementId)) {
              if (!input.trySkipNullValue()) {
                input.readString(measurementId);
                bitField0_ |= 0x00000008;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          default: {
            input.skipUnknownField();
            break;
          }
        }
      }
      input.endObject();
      return this;
    }

    @Override
    public Measurement clone() {
      return new Measurement().copyFrom(this);
    }

    @Override
    public boolean isEmpty() {
      return ((bitField0_) == 0);
    }

    public static Measurement parseFrom(final byte[] data) throws InvalidProtocolBufferException {
      return ProtoMessage.mergeFrom(new Measurement(), data).checkInitialized();
    }

    public static Measurement parseFrom(final ProtoSource input) throws IOException {
      return ProtoMessage.mergeFrom(new Measurement(), input).checkInitialized();
    }

    public static Measurement parseFrom(final JsonSource input) throws IOException {
      return ProtoMessage.mergeFrom(new Measurement(), input).checkInitialized();
    }

    /**
     * @return factory for creating Measurement messages
     */
    public static MessageFactory<Measurement> getFactory() {
      return MeasurementFactory.INSTANCE;
    }

    private enum MeasurementFactory implements MessageFactory<Measurement> {
      INSTANCE;

      @Override
      public Measurement create() {
        return Measurement.newInstance();
      }
    }

    /**
     * Contains name constants used for serializing JSON
     */
    static class FieldNames {
      static final FieldName time = FieldName.forField("time");
      static final FieldName duration = FieldName.forField("duration");
      static final FieldName type = FieldName.forField("type");
      static final FieldName measurementId = FieldName.forField("measurementId", "measurement_id");
    }
  }

  /**
   * Protobuf type {@code Person}
   */
  public static final class Person extends ProtoMessage<Person> implements Cloneable {
    private static final long serialVersionUID = 0L;

    private int age;

    private final Utf8String name = Utf8String.newEmptyInstance();

    private final Utf8String city = Utf8String.newEmptyInstance();

    private Person() {
    }

    /**
     * @return a new empty instance of {@code Person}
     */
    public static Person newInstance() {
      return new Person();
    }

    /** <code>int32 age = 2;</code> */
    public boolean hasAge() {
      return (bitField0_ & 0x00000001) != 0;
    }

    /** <code>int32 age = 2;</code> */
    public Person clearAge() {
      bitField0_ &= ~0x00000001;
      age = 0;
      return this;
    }

    /** <code>int32 age = 2;</code> */
    public int getAge() {
      return age;
    }

    /** <code>int32 age = 2;</code> */
    public Person setAge(final int value) {
      bitField0_ |= 0x00000001;
      age = value;
      return this;
    }

    /** <code>string name = 1;</code> */
    public boolean hasName() {
      return (bitField0_ & 0x00000002) != 0;
    }

    /** <code>string name = 1;</code> */
    public Person clearName() {
      bitField0_ &= ~0x00000002;
      name.clear();
      return this;
    }

    /** <code>string name = 1;</code> */
    public String getName() {
      return name.getString();
    }

    /** <code>string name = 1;</code> */
    public Utf8String getNameBytes() {
      return this.name;
    }

    /** <code>string name = 1;</code> */
    public Utf8String getMutableNameBytes() {
      bitField0_ |= 0x00000002;
      return this.name;
    }

    /** <code>string name = 1;</code> */
    public Person setName(final CharSequence value) {
      bitField0_ |= 0x00000002;
      name.copyFrom(value);
      return this;
    }

    /** <code>string name = 1;</code> */
    public Person setName(final Utf8String value) {
      bitField0_ |= 0x00000002;
      name.copyFrom(value);
      return this;
    }

    /** <code>string city = 3;</code> */
    public boolean hasCity() {
      return (bitField0_ & 0x00000004) != 0;
    }

    /** <code>string city = 3;</code> */
    public Person clearCity() {
      bitField0_ &= ~0x00000004;
      city.clear();
      return this;
    }

    /** <code>string city = 3;</code> */
    public String getCity() {
      return city.getString();
    }

    /** <code>string city = 3;</code> */
    public Utf8String getCityBytes() {
      return this.city;
    }

    /** <code>string city = 3;</code> */
    public Utf8String getMutableCityBytes() {
      bitField0_ |= 0x00000004;
      return this.city;
    }

    /** <code>string city = 3;</code> */
    public Person setCity(final CharSequence value) {
      bitField0_ |= 0x00000004;
      city.copyFrom(value);
      return this;
    }

    /** <code>string city = 3;</code> */
    public Person setCity(final Utf8String value) {
      bitField0_ |= 0x00000004;
      city.copyFrom(value);
      return this;
    }

    @Override
    public Person copyFrom(final Person other) {
      cachedSize = other.cachedSize;
      if ((bitField0_ | other.bitField0_) != 0) {
        bitField0_ = other.bitField0_;
        age = other.age;
        name.copyFrom(other.name);
        city.copyFrom(other.city);
      }
      return this;
    }

    @Override
    public Person mergeFrom(final Person other) {
      if (other.isEmpty()) {
        return this;
      }
      cachedSize = -1;
      if (other.hasAge()) {
        setAge(other.age);
      }
      if (other.hasName()) {
        getMutableNameBytes().copyFrom(other.name);
      }
      if (other.hasCity()) {
        getMutableCityBytes().copyFrom(other.city);
      }
      return this;
    }

    @Override
    public Person clear() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      age = 0;
      name.clear();
      city.clear();
      return this;
    }

    @Override
    public Person clearQuick() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      name.clear();
      city.clear();
      return this;
    }

    @Override
    public boolean equals(Object o) {
      if (o == this) {
        return true;
      }
      if (!(o instanceof Person)) {
        return false;
      }
      Person other = (Person) o;
      return bitField0_ == other.bitField0_
        && (!hasAge() || age == other.age)
        && (!hasName() || name.equals(other.name))
        && (!hasCity() || city.equals(other.city));
    }

    @Override
    public void writeTo(final ProtoSink output) throws IOException {
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeRawByte((byte) 16);
        output.writeInt32NoTag(age);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        output.writeRawByte((byte) 10);
        output.writeStringNoTag(name);
      }
      if ((bitField0_ & 0x00000004) != 0) {
        output.writeRawByte((byte) 26);
        output.writeStringNoTag(city);
      }
    }

    @Override
    protected int computeSerializedSize() {
      int size = 0;
      if ((bitField0_ & 0x00000001) != 0) {
        size += 1 + ProtoSink.computeInt32SizeNoTag(age);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(name);
      }
      if ((bitField0_ & 0x00000004) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(city);
      }
      return size;
    }

    @Override
    @SuppressWarnings("fallthrough")
    public Person mergeFrom(final ProtoSource input) throws IOException {
      // Enabled Fall-Through Optimization (QuickbufOrder)
      int tag = input.readTag();
      while (true) {
        switch (tag) {
          case 16: {
            // age
            age = input.readInt32();
            bitField0_ |= 0x00000001;
            tag = input.readTag();
            if (tag != 10) {
              break;
            }
          }
          case 10: {
            // name
            input.readString(name);
            bitField0_ |= 0x00000002;
            tag = input.readTag();
            if (tag != 26) {
              break;
            }
          }
          case 26: {
            // city
            input.readString(city);
            bitField0_ |= 0x00000004;
            tag = input.readTag();
            if (tag != 0) {
              break;
            }
          }
          case 0: {
            return this;
          }
          default: {
            if (!input.skipField(tag)) {
              return this;
            }
            tag = input.readTag();
            break;
          }
        }
      }
    }

    @Override
    public void writeTo(final JsonSink output) throws IOException {
      output.beginObject();
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeInt32(FieldNames.age, age);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        output.writeString(FieldNames.name, name);
      }
      if ((bitField0_ & 0x00000004) != 0) {
        output.writeString(FieldNames.city, city);
      }
      output.endObject();
    }

    @Override
    public Person mergeFrom(final JsonSource input) throws IOException {
      if (!input.beginObject()) {
        return this;
      }
      while (!input.isAtEnd()) {
        switch (input.readFieldHash()) {
          case 96511: {
            if (input.isAtField(FieldNames.age)) {
              if (!input.trySkipNullValue()) {
                age = input.readInt32();
                bitField0_ |= 0x00000001;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 3373707: {
            if (input.isAtField(FieldNames.name)) {
              if (!input.trySkipNullValue()) {
                input.readString(name);
                bitField0_ |= 0x00000002;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 3053931: {
            if (input.isAtField(FieldNames.city)) {
              if (!input.trySkipNullValue()) {
                input.readString(city);
                bitField0_ |= 0x00000004;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          default: {
            input.skipUnknownField();
            break;
          }
        }
      }
      input.endObject();
      return this;
    }

    @Override
    public Person clone() {
      return new Person().copyFrom(this);
    }

    @Override
    public boolean isEmpty() {
      return ((bitField0_) == 0);
    }

    public static Person parseFrom(final byte[] data) throws InvalidProtocolBufferException {
      return ProtoMessage.mergeFrom(new Person(), data).checkInitialized();
    }

    public static Person parseFrom(final ProtoSource input) throws IOException {
      return ProtoMessage.mergeFrom(new Person(), input).checkInitialized();
    }

    public static Person parseFrom(final JsonSource input) throws IOException {
      return ProtoMessage.mergeFrom(new Person(), input).checkInitialized();
    }

    /**
     * @return factory for creating Person messages
     */
    public static MessageFactory<Person> getFactory() {
      return PersonFactory.INSTANCE;
    }

    private enum PersonFactory implements MessageFactory<Person> {
      INSTANCE;

      @Override
      public Person create() {
        return Person.newInstance();
      }
    }

    /**
     * Contains name constants used for serializing JSON
     */
    static class FieldNames {
      static final FieldName age = FieldName.forField("age");
      static final FieldName name = FieldName.forField("name");
      static final FieldName city = FieldName.forField("city");
    }
  }

  /**
   * Protobuf type {@code ModuleIds}
   */
  public static final class ModuleIds extends ProtoMessage<ModuleIds> implements Cloneable {
    private static final long serialVersionUID = 0L;

    private final RepeatedMessage<ModuleId> modules = RepeatedMessage.newEmptyInstance(ModuleId.getFactory());

    private ModuleIds() {
    }

    /**
     * @return a new empty instance of {@code ModuleIds}
     */
    public static ModuleIds newInstance() {
      return new ModuleIds();
    }

    /** <code>repeated ModuleId modules = 1;</code> */
    public boolean hasModules() {
      return (bitField0_ & 0x00000001) != 0;
    }

    /** <code>repeated ModuleId modules = 1;</code> */
    public ModuleIds clearModules() {
      bitField0_ &= ~0x00000001;
      modules.clear();
      return this;
    }

    /** <code>repeated ModuleId modules = 1;</code>; treat as read-only, use getMutableModules() to modify */
    public RepeatedMessage<ModuleId> getModules() {
      return modules;
    }

    /** <code>repeated ModuleId modules = 1;</code>; sets the has state */
    public RepeatedMessage<ModuleId> getMutableModules() {
      bitField0_ |= 0x00000001;
      return modules;
    }

    /** <code>repeated ModuleId modules = 1;</code> */
    public ModuleIds addModules(final ModuleId value) {
      bitField0_ |= 0x00000001;
      modules.add(value);
      return this;
    }

    /** <code>repeated ModuleId modules = 1;</code> */
    public ModuleIds addAllModules(final ModuleId... values) {
      bitField0_ |= 0x00000001;
      modules.addAll(values);
      return this;
    }

    @Override
    public ModuleIds copyFrom(final ModuleIds other) {
      cachedSize = other.cachedSize;
      if ((bitField0_ | other.bitField0_) != 0) {
        bitField0_ = other.bitField0_;
        modules.copyFrom(other.modules);
      }
      return this;
    }

    @Override
    public ModuleIds mergeFrom(final ModuleIds other) {
      if (other.isEmpty()) {
        return this;
      }
      cachedSize = -1;
      if (other.hasModules()) {
        getMutableModules().addAll(other.modules);
      }
      return this;
    }

    @Override
    public ModuleIds clear() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      modules.clear();
      return this;
    }

    @Override
    public ModuleIds clearQuick() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      modules.clearQuick();
      return this;
    }

    @Override
    public boolean equals(Object o) {
      if (o == this) {
        return true;
      }
      if (!(o instanceof ModuleIds)) {
        return false;
      }
      ModuleIds other = (ModuleIds) o;
      return bitField0_ == other.bitField0_
        && (!hasModules() || modules.equals(other.modules));
    }

    @Override
    public void writeTo(final ProtoSink output) throws IOException {
      if ((bitField0_ & 0x00000001) != 0) {
        for (int i = 0; i < modules.length(); i++) {
          output.writeRawByte((byte) 10);
          output.writeMessageNoTag(modules.get(i));
        }
      }
    }

    @Override
    protected int computeSerializedSize() {
      int size = 0;
      if ((bitField0_ & 0x00000001) != 0) {
        size += (1 * modules.length()) + ProtoSink.computeRepeatedMessageSizeNoTag(modules);
      }
      return size;
    }

    @Override
    @SuppressWarnings("fallthrough")
    public ModuleIds mergeFrom(final ProtoSource input) throws IOException {
      // Enabled Fall-Through Optimization (QuickbufOrder)
      int tag = input.readTag();
      while (true) {
        switch (tag) {
          case 10: {
            // modules
            tag = input.readRepeatedMessage(modules, tag);
            bitField0_ |= 0x00000001;
            if (tag != 0) {
              break;
            }
          }
          case 0: {
            return this;
          }
          default: {
            if (!input.skipField(tag)) {
              return this;
            }
            tag = input.readTag();
            break;
          }
        }
      }
    }

    @Override
    public void writeTo(final JsonSink output) throws IOException {
      output.beginObject();
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeRepeatedMessage(FieldNames.modules, modules);
      }
      output.endObject();
    }

    @Override
    public ModuleIds mergeFrom(final JsonSource input) throws IOException {
      if (!input.beginObject()) {
        return this;
      }
      while (!input.isAtEnd()) {
        switch (input.readFieldHash()) {
          case 1227433863: {
            if (input.isAtField(FieldNames.modules)) {
              if (!input.trySkipNullValue()) {
                input.readRepeatedMessage(modules);
                bitField0_ |= 0x00000001;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          default: {
            input.skipUnknownField();
            break;
          }
        }
      }
      input.endObject();
      return this;
    }

    @Override
    public ModuleIds clone() {
      return new ModuleIds().copyFrom(this);
    }

    @Override
    public boolean isEmpty() {
      return ((bitField0_) == 0);
    }

    public static ModuleIds parseFrom(final byte[] data) throws InvalidProtocolBufferException {
      return ProtoMessage.mergeFrom(new ModuleIds(), data).checkInitialized();
    }

    public static ModuleIds parseFrom(final ProtoSource input) throws IOException {
      return ProtoMessage.mergeFrom(new ModuleIds(), input).checkInitialized();
    }

    public static ModuleIds parseFrom(final JsonSource input) throws IOException {
      return ProtoMessage.mergeFrom(new ModuleIds(), input).checkInitialized();
    }

    /**
     * @return factory for creating ModuleIds messages
     */
    public static MessageFactory<ModuleIds> getFactory() {
      return ModuleIdsFactory.INSTANCE;
    }

    private enum ModuleIdsFactory implements MessageFactory<ModuleIds> {
      INSTANCE;

      @Override
      public ModuleIds create() {
        return ModuleIds.newInstance();
      }
    }

    /**
     * Contains name constants used for serializing JSON
     */
    static class FieldNames {
      static final FieldName modules = FieldName.forField("modules");
    }
  }

  /**
   * Protobuf type {@code ModuleId}
   */
  public static final class ModuleId extends ProtoMessage<ModuleId> implements Cloneable {
    private static final long serialVersionUID = 0L;

    private final Utf8String organization = Utf8String.newEmptyInstance();

    private final Utf8String name = Utf8String.newEmptyInstance();

    private final Utf8String revision = Utf8String.newEmptyInstance();

    private ModuleId() {
    }

    /**
     * @return a new empty instance of {@code ModuleId}
     */
    public static ModuleId newInstance() {
      return new ModuleId();
    }

    /** <code>string organization = 1;</code> */
    public boolean hasOrganization() {
      return (bitField0_ & 0x00000001) != 0;
    }

    /** <code>string organization = 1;</code> */
    public ModuleId clearOrganization() {
      bitField0_ &= ~0x00000001;
      organization.clear();
      return this;
    }

    /** <code>string organization = 1;</code> */
    public String getOrganization() {
      return organization.getString();
    }

    /** <code>string organization = 1;</code> */
    public Utf8String getOrganizationBytes() {
      return this.organization;
    }

    /** <code>string organization = 1;</code> */
    public Utf8String getMutableOrganizationBytes() {
      bitField0_ |= 0x00000001;
      return this.organization;
    }

    /** <code>string organization = 1;</code> */
    public ModuleId setOrganization(final CharSequence value) {
      bitField0_ |= 0x00000001;
      organization.copyFrom(value);
      return this;
    }

    /** <code>string organization = 1;</code> */
    public ModuleId setOrganization(final Utf8String value) {
      bitField0_ |= 0x00000001;
      organization.copyFrom(value);
      return this;
    }

    /** <code>string name = 2;</code> */
    public boolean hasName() {
      return (bitField0_ & 0x00000002) != 0;
    }

    /** <code>string name = 2;</code> */
    public ModuleId clearName() {
      bitField0_ &= ~0x00000002;
      name.clear();
      return this;
    }

    /** <code>string name = 2;</code> */
    public String getName() {
      return name.getString();
    }

    /** <code>string name = 2;</code> */
    public Utf8String getNameBytes() {
      return this.name;
    }

    /** <code>string name = 2;</code> */
    public Utf8String getMutableNameBytes() {
      bitField0_ |= 0x00000002;
      return this.name;
    }

    /** <code>string name = 2;</code> */
    public ModuleId setName(final CharSequence value) {
      bitField0_ |= 0x00000002;
      name.copyFrom(value);
      return this;
    }

    /** <code>string name = 2;</code> */
    public ModuleId setName(final Utf8String value) {
      bitField0_ |= 0x00000002;
      name.copyFrom(value);
      return this;
    }

    /** <code>string revision = 3;</code> */
    public boolean hasRevision() {
      return (bitField0_ & 0x00000004) != 0;
    }

    /** <code>string revision = 3;</code> */
    public ModuleId clearRevision() {
      bitField0_ &= ~0x00000004;
      revision.clear();
      return this;
    }

    /** <code>string revision = 3;</code> */
    public String getRevision() {
      return revision.getString();
    }

    /** <code>string revision = 3;</code> */
    public Utf8String getRevisionBytes() {
      return this.revision;
    }

    /** <code>string revision = 3;</code> */
    public Utf8String getMutableRevisionBytes() {
      bitField0_ |= 0x00000004;
      return this.revision;
    }

    /** <code>string revision = 3;</code> */
    public ModuleId setRevision(final CharSequence value) {
      bitField0_ |= 0x00000004;
      revision.copyFrom(value);
      return this;
    }

    /** <code>string revision = 3;</code> */
    public ModuleId setRevision(final Utf8String value) {
      bitField0_ |= 0x00000004;
      revision.copyFrom(value);
      return this;
    }

    @Override
    public ModuleId copyFrom(final ModuleId other) {
      cachedSize = other.cachedSize;
      if ((bitField0_ | other.bitField0_) != 0) {
        bitField0_ = other.bitField0_;
        organization.copyFrom(other.organization);
        name.copyFrom(other.name);
        revision.copyFrom(other.revision);
      }
      return this;
    }

    @Override
    public ModuleId mergeFrom(final ModuleId other) {
      if (other.isEmpty()) {
        return this;
      }
      cachedSize = -1;
      if (other.hasOrganization()) {
        getMutableOrganizationBytes().copyFrom(other.organization);
      }
      if (other.hasName()) {
        getMutableNameBytes().copyFrom(other.name);
      }
      if (other.hasRevision()) {
        getMutableRevisionBytes().copyFrom(other.revision);
      }
      return this;
    }

    @Override
    public ModuleId clear() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      organization.clear();
      name.clear();
      revision.clear();
      return this;
    }

    @Override
    public ModuleId clearQuick() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      organization.clear();
      name.clear();
      revision.clear();
      return this;
    }

    @Override
    public boolean equals(Object o) {
      if (o == this) {
        return true;
      }
      if (!(o instanceof ModuleId)) {
        return false;
      }
      ModuleId other = (ModuleId) o;
      return bitField0_ == other.bitField0_
        && (!hasOrganization() || organization.equals(other.organization))
        && (!hasName() || name.equals(other.name))
        && (!hasRevision() || revision.equals(other.revision));
    }

    @Override
    public void writeTo(final ProtoSink output) throws IOException {
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeRawByte((byte) 10);
        output.writeStringNoTag(organization);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        output.writeRawByte((byte) 18);
        output.writeStringNoTag(name);
      }
      if ((bitField0_ & 0x00000004) != 0) {
        output.writeRawByte((byte) 26);
        output.writeStringNoTag(revision);
      }
    }

    @Override
    protected int computeSerializedSize() {
      int size = 0;
      if ((bitField0_ & 0x00000001) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(organization);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(name);
      }
      if ((bitField0_ & 0x00000004) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(revision);
      }
      return size;
    }

    @Override
    @SuppressWarnings("fallthrough")
    public ModuleId mergeFrom(final ProtoSource input) throws IOException {
      // Enabled Fall-Through Optimization (QuickbufOrder)
      int tag = input.readTag();
      while (true) {
        switch (tag) {
          case 10: {
            // organization
            input.readString(organization);
            bitField0_ |= 0x00000001;
            tag = input.readTag();
            if (tag != 18) {
              break;
            }
          }
          case 18: {
            // name
            input.readString(name);
            bitField0_ |= 0x00000002;
            tag = input.readTag();
            if (tag != 26) {
              break;
            }
          }
          case 26: {
            // revision
            input.readString(revision);
            bitField0_ |= 0x00000004;
            tag = input.readTag();
            if (tag != 0) {
              break;
            }
          }
          case 0: {
            return this;
          }
          default: {
            if (!input.skipField(tag)) {
              return this;
            }
            tag = input.readTag();
            break;
          }
        }
      }
    }

    @Override
    public void writeTo(final JsonSink output) throws IOException {
      output.beginObject();
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeString(FieldNames.organization, organization);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        output.writeString(FieldNames.name, name);
      }
      if ((bitField0_ & 0x00000004) != 0) {
        output.writeString(FieldNames.revision, revision);
      }
      output.endObject();
    }

    @Override
    public ModuleId mergeFrom(final JsonSource input) throws IOException {
      if (!input.beginObject()) {
        return this;
      }
      while (!input.isAtEnd()) {
        switch (input.readFieldHash()) {
          case 1178922291: {
            if (input.isAtField(FieldNames.organization)) {
              if (!input.trySkipNullValue()) {
                input.readString(organization);
                bitField0_ |= 0x00000001;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 3373707: {
            if (input.isAtField(FieldNames.name)) {
              if (!input.trySkipNullValue()) {
                input.readString(name);
                bitField0_ |= 0x00000002;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case -260786213: {
            if (input.isAtField(FieldNames.revision)) {
              if (!input.trySkipNullValue()) {
                input.readString(revision);
                bitField0_ |= 0x00000004;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          default: {
            input.skipUnknownField();
            break;
          }
        }
      }
      input.endObject();
      return this;
    }

    @Override
    public ModuleId clone() {
      return new ModuleId().copyFrom(this);
    }

    @Override
    public boolean isEmpty() {
      return ((bitField0_) == 0);
    }

    public static ModuleId parseFrom(final byte[] data) throws InvalidProtocolBufferException {
      return ProtoMessage.mergeFrom(new ModuleId(), data).checkInitialized();
    }

    public static ModuleId parseFrom(final ProtoSource input) throws IOException {
      return ProtoMessage.mergeFrom(new ModuleId(), input).checkInitialized();
    }

    public static ModuleId parseFrom(final JsonSource input) throws IOException {
      return ProtoMessage.mergeFrom(new ModuleId(), input).checkInitialized();
    }

    /**
     * @return factory for creating ModuleId messages
     */
    public static MessageFactory<ModuleId> getFactory() {
      return ModuleIdFactory.INSTANCE;
    }

    private enum ModuleIdFactory implements MessageFactory<ModuleId> {
      INSTANCE;

      @Override
      public ModuleId create() {
        return ModuleId.newInstance();
      }
    }

    /**
     * Contains name constants used for serializing JSON
     */
    static class FieldNames {
      static final FieldName organization = FieldName.forField("organization");
      static final FieldName name = FieldName.forField("name");
      static final FieldName revision = FieldName.forField("revision");
    }
  }

  /**
   * Protobuf type {@code DecimalMatrix}
   */
  public static final class DecimalMatrix extends ProtoMessage<DecimalMatrix> implements Cloneable {
    private static final long serialVersionUID = 0L;

    private final RepeatedMessage<DecimalRow> rows = RepeatedMessage.newEmptyInstance(DecimalRow.getFactory());

    private DecimalMatrix() {
    }

    /**
     * @return a new empty instance of {@code DecimalMatrix}
     */
    public static DecimalMatrix newInstance() {
      return new DecimalMatrix();
    }

    /** <code>repeated DecimalRow rows = 1;</code> */
    public boolean hasRows() {
      return (bitField0_ & 0x00000001) != 0;
    }

    /** <code>repeated DecimalRow rows = 1;</code> */
    public DecimalMatrix clearRows() {
      bitField0_ &= ~0x00000001;
      rows.clear();
      return this;
    }

    /** <code>repeated DecimalRow rows = 1;</code>; treat as read-only, use getMutableRows() to modify */
    public RepeatedMessage<DecimalRow> getRows() {
      return rows;
    }

    /** <code>repeated DecimalRow rows = 1;</code>; sets the has state */
    public RepeatedMessage<DecimalRow> getMutableRows() {
      bitField0_ |= 0x00000001;
      return rows;
    }

    /** <code>repeated DecimalRow rows = 1;</code> */
    public DecimalMatrix addRows(final DecimalRow value) {
      bitField0_ |= 0x00000001;
      rows.add(value);
      return this;
    }

    /** <code>repeated DecimalRow rows = 1;</code> */
    public DecimalMatrix addAllRows(final DecimalRow... values) {
      bitField0_ |= 0x00000001;
      rows.addAll(values);
      return this;
    }

    @Override
    public DecimalMatrix copyFrom(final DecimalMatrix other) {
      cachedSize = other.cachedSize;
      if ((bitField0_ | other.bitField0_) != 0) {
        bitField0_ = other.bitField0_;
        rows.copyFrom(other.rows);
      }
      return this;
    }

    @Override
    public DecimalMatrix mergeFrom(final DecimalMatrix other) {
      if (other.isEmpty()) {
        return this;
      }
      cachedSize = -1;
      if (other.hasRows()) {
        getMutableRows().addAll(other.rows);
      }
      return this;
    }

    @Override
    public DecimalMatrix clear() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      rows.clear();
      return this;
    }

    @Override
    public DecimalMatrix clearQuick() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      rows.clearQuick();
      return this;
    }

    @Override
    public boolean equals(Object o) {
      if (o == this) {
        return true;
      }
      if (!(o instanceof DecimalMatrix)) {
        return false;
      }
      DecimalMatrix other = (DecimalMatrix) o;
      return bitField0_ == other.bitField0_
        && (!hasRows() || rows.equals(other.rows));
    }

    @Override
    public void writeTo(final ProtoSink output) throws IOException {
      if ((bitField0_ & 0x00000001) != 0) {
        for (int i = 0; i < rows.length(); i++) {
          output.writeRawByte((byte) 10);
          output.writeMessageNoTag(rows.get(i));
        }
      }
    }

    @Override
    protected int computeSerializedSize() {
      int size = 0;
      if ((bitField0_ & 0x00000001) != 0) {
        size += (1 * rows.length()) + ProtoSink.computeRepeatedMessageSizeNoTag(rows);
      }
      return size;
    }

    @Override
    @SuppressWarnings("fallthrough")
    public DecimalMatrix mergeFrom(final ProtoSource input) throws IOException {
      // Enabled Fall-Through Optimization (QuickbufOrder)
      int tag = input.readTag();
      while (true) {
        switch (tag) {
          case 10: {
            // rows
            tag = input.readRepeatedMessage(rows, tag);
            bitField0_ |= 0x00000001;
            if (tag != 0) {
              break;
            }
          }
          case 0: {
            return this;
          }
          default: {
            if (!input.skipField(tag)) {
              return this;
            }
            tag = input.readTag();
            break;
          }
        }
      }
    }

    @Override
    public void writeTo(final JsonSink output) throws IOException {
      output.beginObject();
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeRepeatedMessage(FieldNames.rows, rows);
      }
      output.endObject();
    }

    @Override
    public DecimalMatrix mergeFrom(final JsonSource input) throws IOException {
      if (!input.beginObject()) {
        return this;
      }
      while (!input.isAtEnd()) {
        switch (input.readFieldHash()) {
          case 3506649: {
            if (input.isAtField(FieldNames.rows)) {
              if (!input.trySkipNullValue()) {
                input.readRepeatedMessage(rows);
                bitField0_ |= 0x00000001;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          default: {
            input.skipUnknownField();
            break;
          }
        }
      }
      input.endObject();
      return this;
    }

    @Override
    public DecimalMatrix clone() {
      return new DecimalMatrix().copyFrom(this);
    }

    @Override
    public boolean isEmpty() {
      return ((bitField0_) == 0);
    }

    public static DecimalMatrix parseFrom(final byte[] data) throws InvalidProtocolBufferException {
      return ProtoMessage.mergeFrom(new DecimalMatrix(), data).checkInitialized();
    }

    public static DecimalMatrix parseFrom(final ProtoSource input) throws IOException {
      return ProtoMessage.mergeFrom(new DecimalMatrix(), input).checkInitialized();
    }

    public static DecimalMatrix parseFrom(final JsonSource input) throws IOException {
      return ProtoMessage.mergeFrom(new DecimalMatrix(), input).checkInitialized();
    }

    /**
     * @return factory for creating DecimalMatrix messages
     */
    public static MessageFactory<DecimalMatrix> getFactory() {
      return DecimalMatrixFactory.INSTANCE;
    }

    private enum DecimalMatrixFactory implements MessageFactory<DecimalMatrix> {
      INSTANCE;

      @Override
      public DecimalMatrix create() {
        return DecimalMatrix.newInstance();
      }
    }

    /**
     * Contains name constants used for serializing JSON
     */
    static class FieldNames {
      static final FieldName rows = FieldName.forField("rows");
    }
  }

  /**
   * Protobuf type {@code DecimalRow}
   */
  public static final class DecimalRow extends ProtoMessage<DecimalRow> implements Cloneable {
    private static final long serialVersionUID = 0L;

    private final RepeatedString values_ = RepeatedString.newEmptyInstance();

    private DecimalRow() {
    }

    /**
     * @return a new empty instance of {@code DecimalRow}
     */
    public static DecimalRow newInstance() {
      return new DecimalRow();
    }

    /** <code>repeated string values = 1;</code> */
    public boolean hasValues() {
      return (bitField0_ & 0x00000001) != 0;
    }

    /** <code>repeated string values = 1;</code> */
    public DecimalRow clearValues() {
      bitField0_ &= ~0x00000001;
      values_.clear();
      return this;
    }

    /** <code>repeated string values = 1;</code>; treat as read-only, use getMutableValues() to modify */
    public RepeatedString getValues() {
      return values_;
    }

    /** <code>repeated string values = 1;</code>; sets the has state */
    public RepeatedString getMutableValues() {
      bitField0_ |= 0x00000001;
      return values_;
    }

    /** <code>repeated string values = 1;</code> */
    public DecimalRow addValues(final CharSequence value) {
      bitField0_ |= 0x00000001;
      values_.add(value);
      return this;
    }

    /** <code>repeated string values = 1;</code> */
    public DecimalRow addAllValues(final CharSequence... values) {
      bitField0_ |= 0x00000001;
      values_.addAll(values);
      return this;
    }

    @Override
    public DecimalRow copyFrom(final DecimalRow other) {
      cachedSize = other.cachedSize;
      if ((bitField0_ | other.bitField0_) != 0) {
        bitField0_ = other.bitField0_;
        values_.copyFrom(other.values_);
      }
      return this;
    }

    @Override
    public DecimalRow mergeFrom(final DecimalRow other) {
      if (other.isEmpty()) {
        return this;
      }
      cachedSize = -1;
      if (other.hasValues()) {
        getMutableValues().addAll(other.values_);
      }
      return this;
    }

    @Override
    public DecimalRow clear() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      values_.clear();
      return this;
    }

    @Override
    public DecimalRow clearQuick() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      values_.clear();
      return this;
    }

    @Override
    public boolean equals(Object o) {
      if (o == this) {
        return true;
      }
      if (!(o instanceof DecimalRow)) {
        return false;
      }
      DecimalRow other = (DecimalRow) o;
      return bitField0_ == other.bitField0_
        && (!hasValues() || values_.equals(other.values_));
    }

    @Override
    public void writeTo(final ProtoSink output) throws IOException {
      if ((bitField0_ & 0x00000001) != 0) {
        for (int i = 0; i < values_.length(); i++) {
          output.writeRawByte((byte) 10);
          output.writeStringNoTag(values_.get(i));
        }
      }
    }

    @Override
    protected int computeSerializedSize() {
      int size = 0;
      if ((bitField0_ & 0x00000001) != 0) {
        size += (1 * values_.length()) + ProtoSink.computeRepeatedStringSizeNoTag(values_);
      }
      return size;
    }

    @Override
    @SuppressWarnings("fallthrough")
    public DecimalRow mergeFrom(final ProtoSource input) throws IOException {
      // Enabled Fall-Through Optimization (QuickbufOrder)
      int tag = input.readTag();
      while (true) {
        switch (tag) {
          case 10: {
            // values
            tag = input.readRepeatedString(values_, tag);
            bitField0_ |= 0x00000001;
            if (tag != 0) {
              break;
            }
          }
          case 0: {
            return this;
          }
          default: {
            if (!input.skipField(tag)) {
              return this;
            }
            tag = input.readTag();
            break;
          }
        }
      }
    }

    @Override
    public void writeTo(final JsonSink output) throws IOException {
      output.beginObject();
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeRepeatedString(FieldNames.values_, values_);
      }
      output.endObject();
    }

    @Override
    public DecimalRow mergeFrom(final JsonSource input) throws IOException {
      if (!input.beginObject()) {
        return this;
      }
      while (!input.isAtEnd()) {
        switch (input.readFieldHash()) {
          case -823812830: {
            if (input.isAtField(FieldNames.values_)) {
              if (!input.trySkipNullValue()) {
                input.readRepeatedString(values_);
                bitField0_ |= 0x00000001;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          default: {
            input.skipUnknownField();
            break;
          }
        }
      }
      input.endObject();
      return this;
    }

    @Override
    public DecimalRow clone() {
      return new DecimalRow().copyFrom(this);
    }

    @Override
    public boolean isEmpty() {
      return ((bitField0_) == 0);
    }

    public static DecimalRow parseFrom(final byte[] data) throws InvalidProtocolBufferException {
      return ProtoMessage.mergeFrom(new DecimalRow(), data).checkInitialized();
    }

    public static DecimalRow parseFrom(final ProtoSource input) throws IOException {
      return ProtoMessage.mergeFrom(new DecimalRow(), input).checkInitialized();
    }

    public static DecimalRow parseFrom(final JsonSource input) throws IOException {
      return ProtoMessage.mergeFrom(new DecimalRow(), input).checkInitialized();
    }

    /**
     * @return factory for creating DecimalRow messages
     */
    public static MessageFactory<DecimalRow> getFactory() {
      return DecimalRowFactory.INSTANCE;
    }

    private enum DecimalRowFactory implements MessageFactory<DecimalRow> {
      INSTANCE;

      @Override
      public DecimalRow create() {
        return DecimalRow.newInstance();
      }
    }

    /**
     * Contains name constants used for serializing JSON
     */
    static class FieldNames {
      static final FieldName values_ = FieldName.forField("values");
    }
  }

  /**
   * Protobuf type {@code MediaContent}
   */
  public static final class MediaContent extends ProtoMessage<MediaContent> implements Cloneable {
    private static final long serialVersionUID = 0L;

    private final Media media = Media.newInstance();

    private final RepeatedMessage<Image> images = RepeatedMessage.newEmptyInstance(Image.getFactory());

    private MediaContent() {
    }

    /**
     * @return a new empty instance of {@code MediaContent}
     */
    public static MediaContent newInstance() {
      return new MediaContent();
    }

    /** <code>Media media = 1;</code> */
    public boolean hasMedia() {
      return (bitField0_ & 0x00000001) != 0;
    }

    /** <code>Media media = 1;</code> */
    public MediaContent clearMedia() {
      bitField0_ &= ~0x00000001;
      media.clear();
      return this;
    }

    /** <code>Media media = 1;</code>; treat as read-only, use getMutableMedia() to modify */
    public Media getMedia() {
      return media;
    }

    /** <code>Media media = 1;</code>; sets the has state */
    public Media getMutableMedia() {
      bitField0_ |= 0x00000001;
      return media;
    }

    /** <code>Media media = 1;</code> */
    public MediaContent setMedia(final Media value) {
      bitField0_ |= 0x00000001;
      media.copyFrom(value);
      return this;
    }

    /** <code>repeated Image images = 2;</code> */
    public boolean hasImages() {
      return (bitField0_ & 0x00000002) != 0;
    }

    /** <code>repeated Image images = 2;</code> */
    public MediaContent clearImages() {
      bitField0_ &= ~0x00000002;
      images.clear();
      return this;
    }

    /** <code>repeated Image images = 2;</code>; treat as read-only, use getMutableImages() to modify */
    public RepeatedMessage<Image> getImages() {
      return images;
    }

    /** <code>repeated Image images = 2;</code>; sets the has state */
    public RepeatedMessage<Image> getMutableImages() {
      bitField0_ |= 0x00000002;
      return images;
    }

    /** <code>repeated Image images = 2;</code> */
    public MediaContent addImages(final Image value) {
      bitField0_ |= 0x00000002;
      images.add(value);
      return this;
    }

    /** <code>repeated Image images = 2;</code> */
    public MediaContent addAllImages(final Image... values) {
      bitField0_ |= 0x00000002;
      images.addAll(values);
      return this;
    }

    @Override
    public MediaContent copyFrom(final MediaContent other) {
      cachedSize = other.cachedSize;
      if ((bitField0_ | other.bitField0_) != 0) {
        bitField0_ = other.bitField0_;
        media.copyFrom(other.media);
        images.copyFrom(other.images);
      }
      return this;
    }

    @Override
    public MediaContent mergeFrom(final MediaContent other) {
      if (other.isEmpty()) {
        return this;
      }
      cachedSize = -1;
      if (other.hasMedia()) {
        getMutableMedia().mergeFrom(other.media);
      }
      if (other.hasImages()) {
        getMutableImages().addAll(other.images);
      }
      return this;
    }

    @Override
    public MediaContent clear() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      media.clear();
      images.clear();
      return this;
    }

    @Override
    public MediaContent clearQuick() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      media.clearQuick();
      images.clearQuick();
      return this;
    }

    @Override
    public boolean equals(Object o) {
      if (o == this) {
        return true;
      }
      if (!(o instanceof MediaContent)) {
        return false;
      }
      MediaContent other = (MediaContent) o;
      return bitField0_ == other.bitField0_
        && (!hasMedia() || media.equals(other.media))
        && (!hasImages() || images.equals(other.images));
    }

    @Override
    public void writeTo(final ProtoSink output) throws IOException {
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeRawByte((byte) 10);
        output.writeMessageNoTag(media);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        for (int i = 0; i < images.length(); i++) {
          output.writeRawByte((byte) 18);
          output.writeMessageNoTag(images.get(i));
        }
      }
    }

    @Override
    protected int computeSerializedSize() {
      int size = 0;
      if ((bitField0_ & 0x00000001) != 0) {
        size += 1 + ProtoSink.computeMessageSizeNoTag(media);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        size += (1 * images.length()) + ProtoSink.computeRepeatedMessageSizeNoTag(images);
      }
      return size;
    }

    @Override
    @SuppressWarnings("fallthrough")
    public MediaContent mergeFrom(final ProtoSource input) throws IOException {
      // Enabled Fall-Through Optimization (QuickbufOrder)
      int tag = input.readTag();
      while (true) {
        switch (tag) {
          case 10: {
            // media
            input.readMessage(media);
            bitField0_ |= 0x00000001;
            tag = input.readTag();
            if (tag != 18) {
              break;
            }
          }
          case 18: {
            // images
            tag = input.readRepeatedMessage(images, tag);
            bitField0_ |= 0x00000002;
            if (tag != 0) {
              break;
            }
          }
          case 0: {
            return this;
          }
          default: {
            if (!input.skipField(tag)) {
              return this;
            }
            tag = input.readTag();
            break;
          }
        }
      }
    }

    @Override
    public void writeTo(final JsonSink output) throws IOException {
      output.beginObject();
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeMessage(FieldNames.media, media);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        output.writeRepeatedMessage(FieldNames.images, images);
      }
      output.endObject();
    }

    @Override
    public MediaContent mergeFrom(final JsonSource input) throws IOException {
      if (!input.beginObject()) {
        return this;
      }
      while (!input.isAtEnd()) {
        switch (input.readFieldHash()) {
          case 103772132: {
            if (input.isAtField(FieldNames.media)) {
              if (!input.trySkipNullValue()) {
                input.readMessage(media);
                bitField0_ |= 0x00000001;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case -1185250696: {
            if (input.isAtField(FieldNames.images)) {
              if (!input.trySkipNullValue()) {
                input.readRepeatedMessage(images);
                bitField0_ |= 0x00000002;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          default: {
            input.skipUnknownField();
            break;
          }
        }
      }
      input.endObject();
      return this;
    }

    @Override
    public MediaContent clone() {
      return new MediaContent().copyFrom(this);
    }

    @Override
    public boolean isEmpty() {
      return ((bitField0_) == 0);
    }

    public static MediaContent parseFrom(final byte[] data) throws InvalidProtocolBufferException {
      return ProtoMessage.mergeFrom(new MediaContent(), data).checkInitialized();
    }

    public static MediaContent parseFrom(final ProtoSource input) throws IOException {
      return ProtoMessage.mergeFrom(new MediaContent(), input).checkInitialized();
    }

    public static MediaContent parseFrom(final JsonSource input) throws IOException {
      return ProtoMessage.mergeFrom(new MediaContent(), input).checkInitialized();
    }

    /**
     * @return factory for creating MediaContent messages
     */
    public static MessageFactory<MediaContent> getFactory() {
      return MediaContentFactory.INSTANCE;
    }

    private enum MediaContentFactory implements MessageFactory<MediaContent> {
      INSTANCE;

      @Override
      public MediaContent create() {
        return MediaContent.newInstance();
      }
    }

    /**
     * Contains name constants used for serializing JSON
     */
    static class FieldNames {
      static final FieldName media = FieldName.forField("media");
      static final FieldName images = FieldName.forField("images");
    }
  }

  /**
   * Protobuf type {@code Media}
   */
  public static final class Media extends ProtoMessage<Media> implements Cloneable {
    private static final long serialVersionUID = 0L;

    /**
     * Protobuf enum {@code Media.Player}
     */
    public enum Player implements ProtoEnum<Player> {
      PLAYER_UNSPECIFIED("PLAYER_UNSPECIFIED", 0),
      JAVA("JAVA", 1),
      FLASH("FLASH", 2);

      public static final int PLAYER_UNSPECIFIED_VALUE = 0;
      public static final int JAVA_VALUE = 1;
      public static final int FLASH_VALUE = 2;

      private final String name;

      private final int number;

      private Player(String name, int number) {
        this.name = name;
        this.number = number;
      }

      @Override
      public String getName() {
        return name;
      }

      @Override
      public int getNumber() {
        return number;
      }

      public static ProtoEnum.EnumConverter<Player> converter() {
        return PlayerConverter.INSTANCE;
      }

      public static Player forNumber(int value) {
        return PlayerConverter.INSTANCE.forNumber(value);
      }

      public static Player forNumberOr(int number, Player other) {
        Player value = forNumber(number);
        return value == null ? other : value;
      }

      enum PlayerConverter implements ProtoEnum.EnumConverter<Player> {
        INSTANCE;

        private static final Player[] lookup = new Player[3];

        static {
          lookup[0] = PLAYER_UNSPECIFIED;
          lookup[1] = JAVA;
          lookup[2] = FLASH;
        }

        @Override
        public final Player forNumber(final int value) {
          if (value >= 0 && value < lookup.length) {
            return lookup[value];
          }
          return null;
        }

        @Override
        public final Player forName(final CharSequence value) {
          if (value.length() == 4) {
            if (ProtoUtil.isEqual("JAVA", value)) {
              return JAVA;
            }
          }
          if (value.length() == 5) {
            if (ProtoUtil.isEqual("FLASH", value)) {
              return FLASH;
            }
          }
          if (value.length() == 18) {
            if (ProtoUtil.isEqual("PLAYER_UNSPECIFIED", value)) {
              return PLAYER_UNSPECIFIED;
            }
          }
          return null;
        }
      }
    }

    private long duration;

    private long size_;

    private int width;

    private int height;

    private int bitrate;

    private int player;

    private boolean hasBitrate;

    private final Utf8String uri = Utf8String.newEmptyInstance();

    private final Utf8String title = Utf8String.newEmptyInstance();

    private final Utf8String format = Utf8String.newEmptyInstance();

    private final Utf8String copyright = Utf8String.newEmptyInstance();

    private final RepeatedString persons = RepeatedString.newEmptyInstance();

    private Media() {
    }

    /**
     * @return a new empty instance of {@code Media}
     */
    public static Media newInstance() {
      return new Media();
    }

    /** <code>int64 duration = 6;</code> */
    public boolean hasDuration() {
      return (bitField0_ & 0x00000004) != 0;
    }

    /** <code>int64 duration = 6;</code> */
    public Media clearDuration() {
      bitField0_ &= ~0x00000004;
      duration = 0L;
      return this;
    }

    /** <code>int64 duration = 6;</code> */
    public long getDuration() {
      return duration;
    }

    /** <code>int64 duration = 6;</code> */
    public Media setDuration(final long value) {
      bitField0_ |= 0x00000004;
      duration = value;
      return this;
    }

    /** <code>int64 size = 7;</code> */
    public boolean hasSize() {
      return (bitField0_ & 0x00000008) != 0;
    }

    /** <code>int64 size = 7;</code> */
    public Media clearSize() {
      bitField0_ &= ~0x00000008;
      size_ = 0L;
      return this;
    }

    /** <code>int64 size = 7;</code> */
    public long getSize() {
      return size_;
    }

    /** <code>int64 size = 7;</code> */
    public Media setSize(final long value) {
      bitField0_ |= 0x00000008;
      size_ = value;
      return this;
    }

    /** <code>int32 width = 3;</code> */
    public boolean hasWidth() {
      return (bitField0_ & 0x00000010) != 0;
    }

    /** <code>int32 width = 3;</code> */
    public Media clearWidth() {
      bitField0_ &= ~0x00000010;
      width = 0;
      return this;
    }

    /** <code>int32 width = 3;</code> */
    public int getWidth() {
      return width;
    }

    /** <code>int32 width = 3;</code> */
    public Media setWidth(final int value) {
      bitField0_ |= 0x00000010;
      width = value;
      return this;
    }

    /** <code>int32 height = 4;</code> */
    public boolean hasHeight() {
      return (bitField0_ & 0x00000020) != 0;
    }

    /** <code>int32 height = 4;</code> */
    public Media clearHeight() {
      bitField0_ &= ~0x00000020;
      height = 0;
      return this;
    }

    /** <code>int32 height = 4;</code> */
    public int getHeight() {
      return height;
    }

    /** <code>int32 height = 4;</code> */
    public Media setHeight(final int value) {
      bitField0_ |= 0x00000020;
      height = value;
      return this;
    }

    /** <code>int32 bitrate = 8;</code> */
    public boolean hasBitrate() {
      return (bitField0_ & 0x00000040) != 0;
    }

    /** <code>int32 bitrate = 8;</code> */
    public Media clearBitrate() {
      bitField0_ &= ~0x00000040;
      bitrate = 0;
      return this;
    }

    /** <code>int32 bitrate = 8;</code> */
    public int getBitrate() {
      return bitrate;
    }

    /** <code>int32 bitrate = 8;</code> */
    public Media setBitrate(final int value) {
      bitField0_ |= 0x00000040;
      bitrate = value;
      return this;
    }

    /** <code>Player player = 11;</code> */
    public boolean hasPlayer() {
      return (bitField0_ & 0x00000080) != 0;
    }

    /** <code>Player player = 11;</code> */
    public Media clearPlayer() {
      bitField0_ &= ~0x00000080;
      player = 0;
      return this;
    }

    /** <code>Player player = 11;</code> */
    public Media.Player getPlayer() {
      return Player.forNumber(player);
    }

    /** <code>Player player = 11;</code>; the raw number, also when it is not a known constant */
    public int getPlayerValue() {
      return player;
    }

    /** <code>Player player = 11;</code>; the raw number, unchecked */
    public Media setPlayerValue(final int value) {
      bitField0_ |= 0x00000080;
      this.player = value;
      return this;
    }

    /** <code>Player player = 11;</code> */
    public Media setPlayer(final Media.Player value) {
      bitField0_ |= 0x00000080;
      player = value.getNumber();
      return this;
    }

    /** <code>bool has_bitrate = 9;</code> */
    public boolean hasHasBitrate() {
      return (bitField0_ & 0x00000100) != 0;
    }

    /** <code>bool has_bitrate = 9;</code> */
    public Media clearHasBitrate() {
      bitField0_ &= ~0x00000100;
      hasBitrate = false;
      return this;
    }

    /** <code>bool has_bitrate = 9;</code> */
    public boolean getHasBitrate() {
      return hasBitrate;
    }

    /** <code>bool has_bitrate = 9;</code> */
    public Media setHasBitrate(final boolean value) {
      bitField0_ |= 0x00000100;
      hasBitrate = value;
      return this;
    }

    /** <code>string uri = 1;</code> */
    public boolean hasUri() {
      return (bitField0_ & 0x00000200) != 0;
    }

    /** <code>string uri = 1;</code> */
    public Media clearUri() {
      bitField0_ &= ~0x00000200;
      uri.clear();
      return this;
    }

    /** <code>string uri = 1;</code> */
    public String getUri() {
      return uri.getString();
    }

    /** <code>string uri = 1;</code> */
    public Utf8String getUriBytes() {
      return this.uri;
    }

    /** <code>string uri = 1;</code> */
    public Utf8String getMutableUriBytes() {
      bitField0_ |= 0x00000200;
      return this.uri;
    }

    /** <code>string uri = 1;</code> */
    public Media setUri(final CharSequence value) {
      bitField0_ |= 0x00000200;
      uri.copyFrom(value);
      return this;
    }

    /** <code>string uri = 1;</code> */
    public Media setUri(final Utf8String value) {
      bitField0_ |= 0x00000200;
      uri.copyFrom(value);
      return this;
    }

    /** <code>optional string title = 2;</code> */
    public boolean hasTitle() {
      return (bitField0_ & 0x00000002) != 0;
    }

    /** <code>optional string title = 2;</code> */
    public Media clearTitle() {
      bitField0_ &= ~0x00000002;
      title.clear();
      return this;
    }

    /** <code>optional string title = 2;</code> */
    public String getTitle() {
      return title.getString();
    }

    /** <code>optional string title = 2;</code> */
    public Utf8String getTitleBytes() {
      return this.title;
    }

    /** <code>optional string title = 2;</code> */
    public Utf8String getMutableTitleBytes() {
      bitField0_ |= 0x00000002;
      return this.title;
    }

    /** <code>optional string title = 2;</code> */
    public Media setTitle(final CharSequence value) {
      bitField0_ |= 0x00000002;
      title.copyFrom(value);
      return this;
    }

    /** <code>optional string title = 2;</code> */
    public Media setTitle(final Utf8String value) {
      bitField0_ |= 0x00000002;
      title.copyFrom(value);
      return this;
    }

    /** <code>string format = 5;</code> */
    public boolean hasFormat() {
      return (bitField0_ & 0x00000400) != 0;
    }

    /** <code>string format = 5;</code> */
    public Media clearFormat() {
      bitField0_ &= ~0x00000400;
      format.clear();
      return this;
    }

    /** <code>string format = 5;</code> */
    public String getFormat() {
      return format.getString();
    }

    /** <code>string format = 5;</code> */
    public Utf8String getFormatBytes() {
      return this.format;
    }

    /** <code>string format = 5;</code> */
    public Utf8String getMutableFormatBytes() {
      bitField0_ |= 0x00000400;
      return this.format;
    }

    /** <code>string format = 5;</code> */
    public Media setFormat(final CharSequence value) {
      bitField0_ |= 0x00000400;
      format.copyFrom(value);
      return this;
    }

    /** <code>string format = 5;</code> */
    public Media setFormat(final Utf8String value) {
      bitField0_ |= 0x00000400;
      format.copyFrom(value);
      return this;
    }

    /** <code>optional string copyright = 12;</code> */
    public boolean hasCopyright() {
      return (bitField0_ & 0x00000001) != 0;
    }

    /** <code>optional string copyright = 12;</code> */
    public Media clearCopyright() {
      bitField0_ &= ~0x00000001;
      copyright.clear();
      return this;
    }

    /** <code>optional string copyright = 12;</code> */
    public String getCopyright() {
      return copyright.getString();
    }

    /** <code>optional string copyright = 12;</code> */
    public Utf8String getCopyrightBytes() {
      return this.copyright;
    }

    /** <code>optional string copyright = 12;</code> */
    public Utf8String getMutableCopyrightBytes() {
      bitField0_ |= 0x00000001;
      return this.copyright;
    }

    /** <code>optional string copyright = 12;</code> */
    public Media setCopyright(final CharSequence value) {
      bitField0_ |= 0x00000001;
      copyright.copyFrom(value);
      return this;
    }

    /** <code>optional string copyright = 12;</code> */
    public Media setCopyright(final Utf8String value) {
      bitField0_ |= 0x00000001;
      copyright.copyFrom(value);
      return this;
    }

    /** <code>repeated string persons = 10;</code> */
    public boolean hasPersons() {
      return (bitField0_ & 0x00000800) != 0;
    }

    /** <code>repeated string persons = 10;</code> */
    public Media clearPersons() {
      bitField0_ &= ~0x00000800;
      persons.clear();
      return this;
    }

    /** <code>repeated string persons = 10;</code>; treat as read-only, use getMutablePersons() to modify */
    public RepeatedString getPersons() {
      return persons;
    }

    /** <code>repeated string persons = 10;</code>; sets the has state */
    public RepeatedString getMutablePersons() {
      bitField0_ |= 0x00000800;
      return persons;
    }

    /** <code>repeated string persons = 10;</code> */
    public Media addPersons(final CharSequence value) {
      bitField0_ |= 0x00000800;
      persons.add(value);
      return this;
    }

    /** <code>repeated string persons = 10;</code> */
    public Media addAllPersons(final CharSequence... values) {
      bitField0_ |= 0x00000800;
      persons.addAll(values);
      return this;
    }

    @Override
    public Media copyFrom(final Media other) {
      cachedSize = other.cachedSize;
      if ((bitField0_ | other.bitField0_) != 0) {
        bitField0_ = other.bitField0_;
        duration = other.duration;
        size_ = other.size_;
        width = other.width;
        height = other.height;
        bitrate = other.bitrate;
        player = other.player;
        hasBitrate = other.hasBitrate;
        uri.copyFrom(other.uri);
        title.copyFrom(other.title);
        format.copyFrom(other.format);
        copyright.copyFrom(other.copyright);
        persons.copyFrom(other.persons);
      }
      return this;
    }

    @Override
    public Media mergeFrom(final Media other) {
      if (other.isEmpty()) {
        return this;
      }
      cachedSize = -1;
      if (other.hasDuration()) {
        setDuration(other.duration);
      }
      if (other.hasSize()) {
        setSize(other.size_);
      }
      if (other.hasWidth()) {
        setWidth(other.width);
      }
      if (other.hasHeight()) {
        setHeight(other.height);
      }
      if (other.hasBitrate()) {
        setBitrate(other.bitrate);
      }
      if (other.hasPlayer()) {
        setPlayerValue(other.player);
      }
      if (other.hasHasBitrate()) {
        setHasBitrate(other.hasBitrate);
      }
      if (other.hasUri()) {
        getMutableUriBytes().copyFrom(other.uri);
      }
      if (other.hasTitle()) {
        getMutableTitleBytes().copyFrom(other.title);
      }
      if (other.hasFormat()) {
        getMutableFormatBytes().copyFrom(other.format);
      }
      if (other.hasCopyright()) {
        getMutableCopyrightBytes().copyFrom(other.copyright);
      }
      if (other.hasPersons()) {
        getMutablePersons().addAll(other.persons);
      }
      return this;
    }

    @Override
    public Media clear() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      duration = 0L;
      size_ = 0L;
      width = 0;
      height = 0;
      bitrate = 0;
      player = 0;
      hasBitrate = false;
      uri.clear();
      title.clear();
      format.clear();
      copyright.clear();
      persons.clear();
      return this;
    }

    @Override
    public Media clearQuick() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      uri.clear();
      title.clear();
      format.clear();
      copyright.clear();
      persons.clear();
      return this;
    }

    @Override
    public boolean equals(Object o) {
      if (o == this) {
        return true;
      }
      if (!(o instanceof Media)) {
        return false;
      }
      Media other = (Media) o;
      return bitField0_ == other.bitField0_
        && (!hasDuration() || duration == other.duration)
        && (!hasSize() || size_ == other.size_)
        && (!hasWidth() || width == other.width)
        && (!hasHeight() || height == other.height)
        && (!hasBitrate() || bitrate == other.bitrate)
        && (!hasPlayer() || player == other.player)
        && (!hasHasBitrate() || hasBitrate == other.hasBitrate)
        && (!hasUri() || uri.equals(other.uri))
        && (!hasTitle() || title.equals(other.title))
        && (!hasFormat() || format.equals(other.format))
        && (!hasCopyright() || copyright.equals(other.copyright))
        && (!hasPersons() || persons.equals(other.persons));
    }

    @Override
    public void writeTo(final ProtoSink output) throws IOException {
      if ((bitField0_ & 0x00000004) != 0) {
        output.writeRawByte((byte) 48);
        output.writeInt64NoTag(duration);
      }
      if ((bitField0_ & 0x00000008) != 0) {
        output.writeRawByte((byte) 56);
        output.writeInt64NoTag(size_);
      }
      if ((bitField0_ & 0x00000010) != 0) {
        output.writeRawByte((byte) 24);
        output.writeInt32NoTag(width);
      }
      if ((bitField0_ & 0x00000020) != 0) {
        output.writeRawByte((byte) 32);
        output.writeInt32NoTag(height);
      }
      if ((bitField0_ & 0x00000040) != 0) {
        output.writeRawByte((byte) 64);
        output.writeInt32NoTag(bitrate);
      }
      if ((bitField0_ & 0x00000080) != 0) {
        output.writeRawByte((byte) 88);
        output.writeEnumNoTag(player);
      }
      if ((bitField0_ & 0x00000100) != 0) {
        output.writeRawByte((byte) 72);
        output.writeBoolNoTag(hasBitrate);
      }
      if ((bitField0_ & 0x00000200) != 0) {
        output.writeRawByte((byte) 10);
        output.writeStringNoTag(uri);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        output.writeRawByte((byte) 18);
        output.writeStringNoTag(title);
      }
      if ((bitField0_ & 0x00000400) != 0) {
        output.writeRawByte((byte) 42);
        output.writeStringNoTag(format);
      }
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeRawByte((byte) 98);
        output.writeStringNoTag(copyright);
      }
      if ((bitField0_ & 0x00000800) != 0) {
        for (int i = 0; i < persons.length(); i++) {
          output.writeRawByte((byte) 82);
          output.writeStringNoTag(persons.get(i));
        }
      }
    }

    @Override
    protected int computeSerializedSize() {
      int size = 0;
      if ((bitField0_ & 0x00000004) != 0) {
        size += 1 + ProtoSink.computeInt64SizeNoTag(duration);
      }
      if ((bitField0_ & 0x00000008) != 0) {
        size += 1 + ProtoSink.computeInt64SizeNoTag(size_);
      }
      if ((bitField0_ & 0x00000010) != 0) {
        size += 1 + ProtoSink.computeInt32SizeNoTag(width);
      }
      if ((bitField0_ & 0x00000020) != 0) {
        size += 1 + ProtoSink.computeInt32SizeNoTag(height);
      }
      if ((bitField0_ & 0x00000040) != 0) {
        size += 1 + ProtoSink.computeInt32SizeNoTag(bitrate);
      }
      if ((bitField0_ & 0x00000080) != 0) {
        size += 1 + ProtoSink.computeEnumSizeNoTag(player);
      }
      if ((bitField0_ & 0x00000100) != 0) {
        size += 2;
      }
      if ((bitField0_ & 0x00000200) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(uri);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(title);
      }
      if ((bitField0_ & 0x00000400) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(format);
      }
      if ((bitField0_ & 0x00000001) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(copyright);
      }
      if ((bitField0_ & 0x00000800) != 0) {
        size += (1 * persons.length()) + ProtoSink.computeRepeatedStringSizeNoTag(persons);
      }
      return size;
    }

    @Override
    @SuppressWarnings("fallthrough")
    public Media mergeFrom(final ProtoSource input) throws IOException {
      // Enabled Fall-Through Optimization (QuickbufOrder)
      int tag = input.readTag();
      while (true) {
        switch (tag) {
          case 48: {
            // duration
            duration = input.readInt64();
            bitField0_ |= 0x00000004;
            tag = input.readTag();
            if (tag != 56) {
              break;
            }
          }
          case 56: {
            // size
            size_ = input.readInt64();
            bitField0_ |= 0x00000008;
            tag = input.readTag();
            if (tag != 24) {
              break;
            }
          }
          case 24: {
            // width
            width = input.readInt32();
            bitField0_ |= 0x00000010;
            tag = input.readTag();
            if (tag != 32) {
              break;
            }
          }
          case 32: {
            // height
            height = input.readInt32();
            bitField0_ |= 0x00000020;
            tag = input.readTag();
            if (tag != 64) {
              break;
            }
          }
          case 64: {
            // bitrate
            bitrate = input.readInt32();
            bitField0_ |= 0x00000040;
            tag = input.readTag();
            if (tag != 88) {
              break;
            }
          }
          case 88: {
            // player
            final int value = input.readInt32();
            if (Player.forNumber(value) != null) {
              player = value;
              bitField0_ |= 0x00000080;
            }
            tag = input.readTag();
            if (tag != 72) {
              break;
            }
          }
          case 72: {
            // has_bitrate
            hasBitrate = input.readBool();
            bitField0_ |= 0x00000100;
            tag = input.readTag();
            if (tag != 10) {
              break;
            }
          }
          case 10: {
            // uri
            input.readString(uri);
            bitField0_ |= 0x00000200;
            tag = input.readTag();
            if (tag != 18) {
              break;
            }
          }
          case 18: {
            // title
            input.readString(title);
            bitField0_ |= 0x00000002;
            tag = input.readTag();
            if (tag != 42) {
              break;
            }
          }
          case 42: {
            // format
            input.readString(format);
            bitField0_ |= 0x00000400;
            tag = input.readTag();
            if (tag != 98) {
              break;
            }
          }
          case 98: {
            // copyright
            input.readString(copyright);
            bitField0_ |= 0x00000001;
            tag = input.readTag();
            if (tag != 82) {
              break;
            }
          }
          case 82: {
            // persons
            tag = input.readRepeatedString(persons, tag);
            bitField0_ |= 0x00000800;
            if (tag != 0) {
              break;
            }
          }
          case 0: {
            return this;
          }
          default: {
            if (!input.skipField(tag)) {
              return this;
            }
            tag = input.readTag();
            break;
          }
        }
      }
    }

    @Override
    public void writeTo(final JsonSink output) throws IOException {
      output.beginObject();
      if ((bitField0_ & 0x00000004) != 0) {
        output.writeInt64(FieldNames.duration, duration);
      }
      if ((bitField0_ & 0x00000008) != 0) {
        output.writeInt64(FieldNames.size_, size_);
      }
      if ((bitField0_ & 0x00000010) != 0) {
        output.writeInt32(FieldNames.width, width);
      }
      if ((bitField0_ & 0x00000020) != 0) {
        output.writeInt32(FieldNames.height, height);
      }
      if ((bitField0_ & 0x00000040) != 0) {
        output.writeInt32(FieldNames.bitrate, bitrate);
      }
      if ((bitField0_ & 0x00000080) != 0) {
        output.writeEnum(FieldNames.player, player, Player.converter());
      }
      if ((bitField0_ & 0x00000100) != 0) {
        output.writeBool(FieldNames.hasBitrate, hasBitrate);
      }
      if ((bitField0_ & 0x00000200) != 0) {
        output.writeString(FieldNames.uri, uri);
      }
      if ((bitField0_ & 0x00000002) != 0) {
        output.writeString(FieldNames.title, title);
      }
      if ((bitField0_ & 0x00000400) != 0) {
        output.writeString(FieldNames.format, format);
      }
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeString(FieldNames.copyright, copyright);
      }
      if ((bitField0_ & 0x00000800) != 0) {
        output.writeRepeatedString(FieldNames.persons, persons);
      }
      output.endObject();
    }

    @Override
    public Media mergeFrom(final JsonSource input) throws IOException {
      if (!input.beginObject()) {
        return this;
      }
      while (!input.isAtEnd()) {
        switch (input.readFieldHash()) {
          case -1992012396: {
            if (input.isAtField(FieldNames.duration)) {
              if (!input.trySkipNullValue()) {
                duration = input.readInt64();
                bitField0_ |= 0x00000004;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 3530753: {
            if (input.isAtField(FieldNames.size_)) {
              if (!input.trySkipNullValue()) {
                size_ = input.readInt64();
                bitField0_ |= 0x00000008;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 113126854: {
            if (input.isAtField(FieldNames.width)) {
              if (!input.trySkipNullValue()) {
                width = input.readInt32();
                bitField0_ |= 0x00000010;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case -1221029593: {
            if (input.isAtField(FieldNames.height)) {
              if (!input.trySkipNullValue()) {
                height = input.readInt32();
                bitField0_ |= 0x00000020;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case -102270099: {
            if (input.isAtField(FieldNames.bitrate)) {
              if (!input.trySkipNullValue()) {
                bitrate = input.readInt32();
                bitField0_ |= 0x00000040;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case -985752863: {
            if (input.isAtField(FieldNames.player)) {
              if (!input.trySkipNullValue()) {
                final Media.Player value = input.readEnum(Player.converter());
                if (value != null) {
                  player = value.getNumber();
                  bitField0_ |= 0x00000080;
                } else {
                  input.skipUnknownEnumValue();
                }
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 1930116979:
          case 770800328: {
            if (input.isAtField(FieldNames.hasBitrate)) {
              if (!input.trySkipNullValue()) {
                hasBitrate = input.readBool();
                bitField0_ |= 0x00000100;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 116076: {
            if (input.isAtField(FieldNames.uri)) {
              if (!input.trySkipNullValue()) {
                input.readString(uri);
                bitField0_ |= 0x00000200;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 110371416: {
            if (input.isAtField(FieldNames.title)) {
              if (!input.trySkipNullValue()) {
                input.readString(title);
                bitField0_ |= 0x00000002;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case -1268779017: {
            if (input.isAtField(FieldNames.format)) {
              if (!input.trySkipNullValue()) {
                input.readString(format);
                bitField0_ |= 0x00000400;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 1522889671: {
            if (input.isAtField(FieldNames.copyright)) {
              if (!input.trySkipNullValue()) {
                input.readString(copyright);
                bitField0_ |= 0x00000001;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case -678441026: {
            if (input.isAtField(FieldNames.persons)) {
              if (!input.trySkipNullValue()) {
                input.readRepeatedString(persons);
                bitField0_ |= 0x00000800;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          default: {
            input.skipUnknownField();
            break;
          }
        }
      }
      input.endObject();
      return this;
    }

    @Override
    public Media clone() {
      return new Media().copyFrom(this);
    }

    @Override
    public boolean isEmpty() {
      return ((bitField0_) == 0);
    }

    public static Media parseFrom(final byte[] data) throws InvalidProtocolBufferException {
      return ProtoMessage.mergeFrom(new Media(), data).checkInitialized();
    }

    public static Media parseFrom(final ProtoSource input) throws IOException {
      return ProtoMessage.mergeFrom(new Media(), input).checkInitialized();
    }

    public static Media parseFrom(final JsonSource input) throws IOException {
      return ProtoMessage.mergeFrom(new Media(), input).checkInitialized();
    }

    /**
     * @return factory for creating Media messages
     */
    public static MessageFactory<Media> getFactory() {
      return MediaFactory.INSTANCE;
    }

    private enum MediaFactory implements MessageFactory<Media> {
      INSTANCE;

      @Override
      public Media create() {
        return Media.newInstance();
      }
    }

    /**
     * Contains name constants used for serializing JSON
     */
    static class FieldNames {
      static final FieldName duration = FieldName.forField("duration");
      static final FieldName size_ = FieldName.forField("size");
      static final FieldName width = FieldName.forField("width");
      static final FieldName height = FieldName.forField("height");
      static final FieldName bitrate = FieldName.forField("bitrate");
      static final FieldName player = FieldName.forField("player");
      static final FieldName hasBitrate = FieldName.forField("hasBitrate", "has_bitrate");
      static final FieldName uri = FieldName.forField("uri");
      static final FieldName title = FieldName.forField("title");
      static final FieldName format = FieldName.forField("format");
      static final FieldName copyright = FieldName.forField("copyright");
      static final FieldName persons = FieldName.forField("persons");
    }
  }

  /**
   * Protobuf type {@code Image}
   */
  public static final class Image extends ProtoMessage<Image> implements Cloneable {
    private static final long serialVersionUID = 0L;

    /**
     * Protobuf enum {@code Image.Size}
     */
    public enum Size implements ProtoEnum<Size> {
      SIZE_UNSPECIFIED("SIZE_UNSPECIFIED", 0),
      SMALL("SMALL", 1),
      LARGE("LARGE", 2);

      public static final int SIZE_UNSPECIFIED_VALUE = 0;
      public static final int SMALL_VALUE = 1;
      public static final int LARGE_VALUE = 2;

      private final String name;

      private final int number;

      private Size(String name, int number) {
        this.name = name;
        this.number = number;
      }

      @Override
      public String getName() {
        return name;
      }

      @Override
      public int getNumber() {
        return number;
      }

      public static ProtoEnum.EnumConverter<Size> converter() {
        return SizeConverter.INSTANCE;
      }

      public static Size forNumber(int value) {
        return SizeConverter.INSTANCE.forNumber(value);
      }

      public static Size forNumberOr(int number, Size other) {
        Size value = forNumber(number);
        return value == null ? other : value;
      }

      enum SizeConverter implements ProtoEnum.EnumConverter<Size> {
        INSTANCE;

        private static final Size[] lookup = new Size[3];

        static {
          lookup[0] = SIZE_UNSPECIFIED;
          lookup[1] = SMALL;
          lookup[2] = LARGE;
        }

        @Override
        public final Size forNumber(final int value) {
          if (value >= 0 && value < lookup.length) {
            return lookup[value];
          }
          return null;
        }

        @Override
        public final Size forName(final CharSequence value) {
          if (value.length() == 5) {
            if (ProtoUtil.isEqual("SMALL", value)) {
              return SMALL;
            }
            if (ProtoUtil.isEqual("LARGE", value)) {
              return LARGE;
            }
          }
          if (value.length() == 16) {
            if (ProtoUtil.isEqual("SIZE_UNSPECIFIED", value)) {
              return SIZE_UNSPECIFIED;
            }
          }
          return null;
        }
      }
    }

    private int width;

    private int height;

    private int size_;

    private final Utf8String uri = Utf8String.newEmptyInstance();

    private final Utf8String title = Utf8String.newEmptyInstance();

    private Image() {
    }

    /**
     * @return a new empty instance of {@code Image}
     */
    public static Image newInstance() {
      return new Image();
    }

    /** <code>int32 width = 3;</code> */
    public boolean hasWidth() {
      return (bitField0_ & 0x00000002) != 0;
    }

    /** <code>int32 width = 3;</code> */
    public Image clearWidth() {
      bitField0_ &= ~0x00000002;
      width = 0;
      return this;
    }

    /** <code>int32 width = 3;</code> */
    public int getWidth() {
      return width;
    }

    /** <code>int32 width = 3;</code> */
    public Image setWidth(final int value) {
      bitField0_ |= 0x00000002;
      width = value;
      return this;
    }

    /** <code>int32 height = 4;</code> */
    public boolean hasHeight() {
      return (bitField0_ & 0x00000004) != 0;
    }

    /** <code>int32 height = 4;</code> */
    public Image clearHeight() {
      bitField0_ &= ~0x00000004;
      height = 0;
      return this;
    }

    /** <code>int32 height = 4;</code> */
    public int getHeight() {
      return height;
    }

    /** <code>int32 height = 4;</code> */
    public Image setHeight(final int value) {
      bitField0_ |= 0x00000004;
      height = value;
      return this;
    }

    /** <code>Size size = 5;</code> */
    public boolean hasSize() {
      return (bitField0_ & 0x00000008) != 0;
    }

    /** <code>Size size = 5;</code> */
    public Image clearSize() {
      bitField0_ &= ~0x00000008;
      size_ = 0;
      return this;
    }

    /** <code>Size size = 5;</code> */
    public Image.Size getSize() {
      return Size.forNumber(size_);
    }

    /** <code>Size size = 5;</code>; the raw number, also when it is not a known constant */
    public int getSizeValue() {
      return size_;
    }

    /** <code>Size size = 5;</code>; the raw number, unchecked */
    public Image setSizeValue(final int value) {
      bitField0_ |= 0x00000008;
      this.size_ = value;
      return this;
    }

    /** <code>Size size = 5;</code> */
    public Image setSize(final Image.Size value) {
      bitField0_ |= 0x00000008;
      size_ = value.getNumber();
      return this;
    }

    /** <code>string uri = 1;</code> */
    public boolean hasUri() {
      return (bitField0_ & 0x00000010) != 0;
    }

    /** <code>string uri = 1;</code> */
    public Image clearUri() {
      bitField0_ &= ~0x00000010;
      uri.clear();
      return this;
    }

    /** <code>string uri = 1;</code> */
    public String getUri() {
      return uri.getString();
    }

    /** <code>string uri = 1;</code> */
    public Utf8String getUriBytes() {
      return this.uri;
    }

    /** <code>string uri = 1;</code> */
    public Utf8String getMutableUriBytes() {
      bitField0_ |= 0x00000010;
      return this.uri;
    }

    /** <code>string uri = 1;</code> */
    public Image setUri(final CharSequence value) {
      bitField0_ |= 0x00000010;
      uri.copyFrom(value);
      return this;
    }

    /** <code>string uri = 1;</code> */
    public Image setUri(final Utf8String value) {
      bitField0_ |= 0x00000010;
      uri.copyFrom(value);
      return this;
    }

    /** <code>optional string title = 2;</code> */
    public boolean hasTitle() {
      return (bitField0_ & 0x00000001) != 0;
    }

    /** <code>optional string title = 2;</code> */
    public Image clearTitle() {
      bitField0_ &= ~0x00000001;
      title.clear();
      return this;
    }

    /** <code>optional string title = 2;</code> */
    public String getTitle() {
      return title.getString();
    }

    /** <code>optional string title = 2;</code> */
    public Utf8String getTitleBytes() {
      return this.title;
    }

    /** <code>optional string title = 2;</code> */
    public Utf8String getMutableTitleBytes() {
      bitField0_ |= 0x00000001;
      return this.title;
    }

    /** <code>optional string title = 2;</code> */
    public Image setTitle(final CharSequence value) {
      bitField0_ |= 0x00000001;
      title.copyFrom(value);
      return this;
    }

    /** <code>optional string title = 2;</code> */
    public Image setTitle(final Utf8String value) {
      bitField0_ |= 0x00000001;
      title.copyFrom(value);
      return this;
    }

    @Override
    public Image copyFrom(final Image other) {
      cachedSize = other.cachedSize;
      if ((bitField0_ | other.bitField0_) != 0) {
        bitField0_ = other.bitField0_;
        width = other.width;
        height = other.height;
        size_ = other.size_;
        uri.copyFrom(other.uri);
        title.copyFrom(other.title);
      }
      return this;
    }

    @Override
    public Image mergeFrom(final Image other) {
      if (other.isEmpty()) {
        return this;
      }
      cachedSize = -1;
      if (other.hasWidth()) {
        setWidth(other.width);
      }
      if (other.hasHeight()) {
        setHeight(other.height);
      }
      if (other.hasSize()) {
        setSizeValue(other.size_);
      }
      if (other.hasUri()) {
        getMutableUriBytes().copyFrom(other.uri);
      }
      if (other.hasTitle()) {
        getMutableTitleBytes().copyFrom(other.title);
      }
      return this;
    }

    @Override
    public Image clear() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      width = 0;
      height = 0;
      size_ = 0;
      uri.clear();
      title.clear();
      return this;
    }

    @Override
    public Image clearQuick() {
      if (isEmpty()) {
        return this;
      }
      cachedSize = -1;
      bitField0_ = 0;
      uri.clear();
      title.clear();
      return this;
    }

    @Override
    public boolean equals(Object o) {
      if (o == this) {
        return true;
      }
      if (!(o instanceof Image)) {
        return false;
      }
      Image other = (Image) o;
      return bitField0_ == other.bitField0_
        && (!hasWidth() || width == other.width)
        && (!hasHeight() || height == other.height)
        && (!hasSize() || size_ == other.size_)
        && (!hasUri() || uri.equals(other.uri))
        && (!hasTitle() || title.equals(other.title));
    }

    @Override
    public void writeTo(final ProtoSink output) throws IOException {
      if ((bitField0_ & 0x00000002) != 0) {
        output.writeRawByte((byte) 24);
        output.writeInt32NoTag(width);
      }
      if ((bitField0_ & 0x00000004) != 0) {
        output.writeRawByte((byte) 32);
        output.writeInt32NoTag(height);
      }
      if ((bitField0_ & 0x00000008) != 0) {
        output.writeRawByte((byte) 40);
        output.writeEnumNoTag(size_);
      }
      if ((bitField0_ & 0x00000010) != 0) {
        output.writeRawByte((byte) 10);
        output.writeStringNoTag(uri);
      }
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeRawByte((byte) 18);
        output.writeStringNoTag(title);
      }
    }

    @Override
    protected int computeSerializedSize() {
      int size = 0;
      if ((bitField0_ & 0x00000002) != 0) {
        size += 1 + ProtoSink.computeInt32SizeNoTag(width);
      }
      if ((bitField0_ & 0x00000004) != 0) {
        size += 1 + ProtoSink.computeInt32SizeNoTag(height);
      }
      if ((bitField0_ & 0x00000008) != 0) {
        size += 1 + ProtoSink.computeEnumSizeNoTag(size_);
      }
      if ((bitField0_ & 0x00000010) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(uri);
      }
      if ((bitField0_ & 0x00000001) != 0) {
        size += 1 + ProtoSink.computeStringSizeNoTag(title);
      }
      return size;
    }

    @Override
    @SuppressWarnings("fallthrough")
    public Image mergeFrom(final ProtoSource input) throws IOException {
      // Enabled Fall-Through Optimization (QuickbufOrder)
      int tag = input.readTag();
      while (true) {
        switch (tag) {
          case 24: {
            // width
            width = input.readInt32();
            bitField0_ |= 0x00000002;
            tag = input.readTag();
            if (tag != 32) {
              break;
            }
          }
          case 32: {
            // height
            height = input.readInt32();
            bitField0_ |= 0x00000004;
            tag = input.readTag();
            if (tag != 40) {
              break;
            }
          }
          case 40: {
            // size
            final int value = input.readInt32();
            if (Size.forNumber(value) != null) {
              size_ = value;
              bitField0_ |= 0x00000008;
            }
            tag = input.readTag();
            if (tag != 10) {
              break;
            }
          }
          case 10: {
            // uri
            input.readString(uri);
            bitField0_ |= 0x00000010;
            tag = input.readTag();
            if (tag != 18) {
              break;
            }
          }
          case 18: {
            // title
            input.readString(title);
            bitField0_ |= 0x00000001;
            tag = input.readTag();
            if (tag != 0) {
              break;
            }
          }
          case 0: {
            return this;
          }
          default: {
            if (!input.skipField(tag)) {
              return this;
            }
            tag = input.readTag();
            break;
          }
        }
      }
    }

    @Override
    public void writeTo(final JsonSink output) throws IOException {
      output.beginObject();
      if ((bitField0_ & 0x00000002) != 0) {
        output.writeInt32(FieldNames.width, width);
      }
      if ((bitField0_ & 0x00000004) != 0) {
        output.writeInt32(FieldNames.height, height);
      }
      if ((bitField0_ & 0x00000008) != 0) {
        output.writeEnum(FieldNames.size_, size_, Size.converter());
      }
      if ((bitField0_ & 0x00000010) != 0) {
        output.writeString(FieldNames.uri, uri);
      }
      if ((bitField0_ & 0x00000001) != 0) {
        output.writeString(FieldNames.title, title);
      }
      output.endObject();
    }

    @Override
    public Image mergeFrom(final JsonSource input) throws IOException {
      if (!input.beginObject()) {
        return this;
      }
      while (!input.isAtEnd()) {
        switch (input.readFieldHash()) {
          case 113126854: {
            if (input.isAtField(FieldNames.width)) {
              if (!input.trySkipNullValue()) {
                width = input.readInt32();
                bitField0_ |= 0x00000002;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case -1221029593: {
            if (input.isAtField(FieldNames.height)) {
              if (!input.trySkipNullValue()) {
                height = input.readInt32();
                bitField0_ |= 0x00000004;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 3530753: {
            if (input.isAtField(FieldNames.size_)) {
              if (!input.trySkipNullValue()) {
                final Image.Size value = input.readEnum(Size.converter());
                if (value != null) {
                  size_ = value.getNumber();
                  bitField0_ |= 0x00000008;
                } else {
                  input.skipUnknownEnumValue();
                }
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 116076: {
            if (input.isAtField(FieldNames.uri)) {
              if (!input.trySkipNullValue()) {
                input.readString(uri);
                bitField0_ |= 0x00000010;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          case 110371416: {
            if (input.isAtField(FieldNames.title)) {
              if (!input.trySkipNullValue()) {
                input.readString(title);
                bitField0_ |= 0x00000001;
              }
            } else {
              input.skipUnknownField();
            }
            break;
          }
          default: {
            input.skipUnknownField();
            break;
          }
        }
      }
      input.endObject();
      return this;
    }

    @Override
    public Image clone() {
      return new Image().copyFrom(this);
    }

    @Override
    public boolean isEmpty() {
      return ((bitField0_) == 0);
    }

    public static Image parseFrom(final byte[] data) throws InvalidProtocolBufferException {
      return ProtoMessage.mergeFrom(new Image(), data).checkInitialized();
    }

    public static Image parseFrom(final ProtoSource input) throws IOException {
      return ProtoMessage.mergeFrom(new Image(), input).checkInitialized();
    }

    public static Image parseFrom(final JsonSource input) throws IOException {
      return ProtoMessage.mergeFrom(new Image(), input).checkInitialized();
    }

    /**
     * @return factory for creating Image messages
     */
    public static MessageFactory<Image> getFactory() {
      return ImageFactory.INSTANCE;
    }

    private enum ImageFactory implements MessageFactory<Image> {
      INSTANCE;

      @Override
      public Image create() {
        return Image.newInstance();
      }
    }

    /**
     * Contains name constants used for serializing JSON
     */
    static class FieldNames {
      static final FieldName width = FieldName.forField("width");
      static final FieldName height = FieldName.forField("height");
      static final FieldName size_ = FieldName.forField("size");
      static final FieldName uri = FieldName.forField("uri");
      static final FieldName title = FieldName.forField("title");
    }
  }
}
