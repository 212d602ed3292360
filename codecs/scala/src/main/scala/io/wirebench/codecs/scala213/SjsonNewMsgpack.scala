package io.wirebench.codecs.scala213

import io.wirebench.core.{Binding, BindingStyle, Codec, CodecInfo, DataSet, Family,
  UnsupportedDataSetException}
import java.io.{InputStream, OutputStream}
import org.msgpack.core.MessagePack
import org.msgpack.value.{Value, ValueFactory}
import scala.collection.mutable.ArrayBuffer
import scala.jdk.CollectionConverters._
import sjsonnew._

/**
 * sjson-new's support for msgpack-core's Value tree, written here because sjson-new-msgpack_2.13
 * is not on the Maven Central these machines reach. Objects keep their field order (the contexts
 * collect into buffers, not into a Map). MessagePack has no decimal type: a non-integral number
 * becomes a double, so a BigDecimal field would not round-trip exactly (no data set has one).
 */
object SjsonMsgpackConverter extends SupportConverter[Value] {
  implicit val facade: Facade[Value] = new Facade[Value] {
    override def singleContext(): FContext[Value] = new FContext[Value] {
      private var value: Value = _
      override def addField(s: String): Unit = value = jstring(s)
      override def add(v: Value): Unit = value = v
      override def finish: Value = value
      override def isObj: Boolean = false
    }
    override def arrayContext(): FContext[Value] = new FContext[Value] {
      private val items = ArrayBuffer.empty[Value]
      override def addField(s: String): Unit = items += jstring(s)
      override def add(v: Value): Unit = items += v
      override def finish: Value = ValueFactory.newArray(items.toArray, true)
      override def isObj: Boolean = false
    }
    override def objectContext(): FContext[Value] = new FContext[Value] {
      private val keysAndValues = ArrayBuffer.empty[Value]
      override def addField(s: String): Unit = keysAndValues += jstring(s)
      override def add(v: Value): Unit = keysAndValues += v
      override def finish: Value = ValueFactory.newMap(keysAndValues.toArray, true)
      override def isObj: Boolean = true
    }

    override def jnull(): Value = ValueFactory.newNil()
    override def jfalse(): Value = ValueFactory.newBoolean(false)
    override def jtrue(): Value = ValueFactory.newBoolean(true)
    override def jdouble(d: Double): Value = ValueFactory.newFloat(d)
    override def jnumstring(s: String): Value = jbigdecimal(BigDecimal(s))
    override def jbigdecimal(d: BigDecimal): Value =
      if (d.isWhole) ValueFactory.newInteger(d.toBigInt.bigInteger) else ValueFactory.newFloat(d.toDouble)
    override def jintstring(s: String): Value = ValueFactory.newInteger(new java.math.BigInteger(s))
    override def jint(i: Int): Value = ValueFactory.newInteger(i)
    override def jlong(l: Long): Value = ValueFactory.newInteger(l)
    override def jstring(s: String): Value = ValueFactory.newString(s)

    override def isJnull(value: Value): Boolean = value.isNilValue
    override def isObject(value: Value): Boolean = value.isMapValue
    override def extractInt(value: Value): Int = value.asIntegerValue().asInt()
    override def extractLong(value: Value): Long = value.asIntegerValue().asLong()
    override def extractFloat(value: Value): Float = value.asNumberValue().toFloat
    override def extractDouble(value: Value): Double = value.asNumberValue().toDouble
    override def extractBigDecimal(value: Value): BigDecimal =
      if (value.isIntegerValue) BigDecimal(value.asIntegerValue().asBigInteger())
      else BigDecimal(value.asFloatValue().toDouble)
    override def extractBoolean(value: Value): Boolean = value.asBooleanValue().getBoolean
    override def extractString(value: Value): String = value.asStringValue().asString()
    override def extractArray(value: Value): Vector[Value] = value.asArrayValue().list().asScala.toVector
    override def extractObject(value: Value): (Map[String, Value], Vector[String]) = {
      val entries = value.asMapValue().map().asScala.toVector.map(e => e._1.asStringValue().asString() -> e._2)
      (entries.toMap, entries.map(_._1))
    }
  }
}

/**
 * sjson-new's formats (the same as the JSON codecs') over msgpack-core's Value tree: a format
 * writes to sjson-new's Builder, the tree is packed with a MessagePacker (packValue); reading
 * unpacks one Value (unpackValue) and reads it through the Unbuilder.
 */
final class SjsonNewMsgpackCodec extends Codec {
  private val codecInfo = CodecInfo.builder("sjson-new-msgpack")
    .library("sjson-new + msgpack-core", classOf[JsonFormat[_]], "com.eed3si9n", "sjson-new-core_2.13")
    .binary("MessagePack", "application/msgpack", Family.BINARY)
    .binding(BindingStyle.POJO)
    .config("sjson-new formats (as sjson-new-scalajson's) through a SupportConverter for "
      + "msgpack-core's Value written in this module (sjson-new-msgpack_2.13 does not resolve "
      + "here); MessagePack.newDefaultPacker/newDefaultUnpacker with packValue/unpackValue")
    .notes("every write and read goes through msgpack-core's Value tree; objects are maps keyed by "
      + "field name; trailing bytes are not checked: the unpacker reads one value and leaves the "
      + "rest; enums are Strings in the case classes")
    .build()

  override def info(): CodecInfo = codecInfo

  override def bind(dataSet: DataSet[_]): Binding[_] = {
    if (dataSet.isUntyped) throw new UnsupportedDataSetException("sjson-new-msgpack binds case "
      + "classes; a user's JSON file has no MessagePack tree form here (no JSON-to-Value conversion)")
    new ScalaBinding(dataSet, Models.sample(dataSet)) {
      private val format = SjsonFormats.format(dataSet())

      override def write(value: AnyRef, out: OutputStream): Unit = {
        val packer = MessagePack.newDefaultPacker(out)
        packer.packValue(SjsonMsgpackConverter.toJsonUnsafe(value)(format))
        packer.flush()
      }
      override def read(in: InputStream): AnyRef =
        SjsonMsgpackConverter.fromJsonUnsafe(MessagePack.newDefaultUnpacker(in).unpackValue())(format)
      override def writeBytes(value: AnyRef): Array[Byte] = {
        val packer = MessagePack.newDefaultBufferPacker()
        packer.packValue(SjsonMsgpackConverter.toJsonUnsafe(value)(format))
        packer.toByteArray
      }
      override def readBytes(bytes: Array[Byte]): AnyRef =
        SjsonMsgpackConverter.fromJsonUnsafe(MessagePack.newDefaultUnpacker(bytes).unpackValue())(format)
    }
  }
}
