package io.wirebench.codecs.scala213

import io.wirebench.core.{Binding, BindingStyle, Codec, CodecInfo, DataSet, Family}
import io.wirebench.core.{model => jm}
import java.io.{InputStream, OutputStream, Writer}
import java.nio.charset.StandardCharsets.UTF_8
import upickle.default.{ReadWriter, macroRW}

/** upickle ReadWriters for the case classes, made by macroRW as upickle's documentation shows. */
object UpickleRWs {
  implicit val person: ReadWriter[Person] = macroRW
  implicit val dbRow: ReadWriter[DbRow] = macroRW
  implicit val dbData: ReadWriter[DbData] = macroRW
  implicit val measurement: ReadWriter[Measurement] = macroRW
  implicit val measurements: ReadWriter[Measurements] = macroRW
  implicit val moduleId: ReadWriter[ModuleId] = macroRW
  implicit val moduleIds: ReadWriter[ModuleIds] = macroRW
  implicit val decimalMatrix: ReadWriter[DecimalMatrix] = macroRW
  implicit val image: ReadWriter[Image] = macroRW
  implicit val media: ReadWriter[Media] = macroRW
  implicit val mediaContent: ReadWriter[MediaContent] = macroRW
  implicit val sparseModuleId: ReadWriter[SparseModuleId] = macroRW
  implicit val sparseModuleIds: ReadWriter[SparseModuleIds] = macroRW

  val byType: Map[Class[_], ReadWriter[_]] = Map(classOf[jm.Person] -> person,
    classOf[jm.DbData] -> dbData, classOf[jm.Measurements] -> measurements,
    classOf[jm.ModuleIds] -> moduleIds, classOf[jm.DecimalMatrix] -> decimalMatrix,
    classOf[jm.MediaContent] -> mediaContent, classOf[jm.SparseModuleIds] -> sparseModuleIds)

  /** The ReadWriter of a data set's case class, or of ujson.Value for a user's file. */
  def rw(dataSet: DataSet[_]): ReadWriter[AnyRef] =
    (if (dataSet.isUntyped) implicitly[ReadWriter[ujson.Value]]
     else Models.pick(dataSet, byType)).asInstanceOf[ReadWriter[AnyRef]]

  def sample(dataSet: DataSet[_]): AnyRef =
    if (dataSet.isUntyped) ujson.read(ScalaBinding.referenceJson(dataSet)) else Models.sample(dataSet)

  def modifier(dataSet: DataSet[_]): AnyRef => AnyRef =
    if (dataSet.isUntyped) v => UjsonTrees.modifyFirstScalar(v.asInstanceOf[ujson.Value]) else Models.modify
}

/**
 * A binding through upickle.default with the data set's ReadWriter, implicit in the subclass's
 * reads and writes; the caller looks it up first (UpickleRWs.rw), so a data set with no case
 * class is a gap before the sample is made.
 */
abstract class UpickleBinding(dataSet: DataSet[_], readWriter: ReadWriter[AnyRef])
    extends ScalaBinding(dataSet, UpickleRWs.sample(dataSet), UpickleRWs.modifier(dataSet)) {
  protected implicit val rw: ReadWriter[AnyRef] = readWriter
}

/**
 * upickle JSON through upickle.default (its production API: compact output, no indentation):
 * write, writeToByteArray, writeTo a Writer, writeToOutputStream; read from a byte[], a String,
 * and an InputStream (ujson.Readable).
 */
final class UpickleJsonCodec extends Codec {
  private val codecInfo = CodecInfo.builder("upickle-json")
    .library("upickle", classOf[upickle.Api], "com.lihaoyi", "upickle_2.13")
    .text("JSON", "application/json", Family.JSON)
    .binding(BindingStyle.POJO)
    .config("upickle.default with macroRW ReadWriters made once; writeToByteArray/write/writeTo/"
      + "writeToOutputStream, read from byte[], String, InputStream; no indentation; a "
      + "user's file binds as ujson.Value")
    .notes("upickle.default leaves out fields equal to their default value (only module-ids-sparse's case classes declare defaults: None and empty Vectors); "
      + "enums are Strings in the case classes; a user's file binds as ujson.Value, whose numbers "
      + "are doubles")
    .refusesTrailingBytes()
    .build()

  override def info(): CodecInfo = codecInfo

  override def bind(dataSet: DataSet[_]): Binding[_] =
    new UpickleBinding(dataSet, UpickleRWs.rw(dataSet)) {
      override def write(value: AnyRef, out: OutputStream): Unit = {
        upickle.default.writeToOutputStream(value, out)
        out.flush()
      }
      override def read(in: InputStream): AnyRef = ScalaBinding.io(upickle.default.read[AnyRef](in))
      override def writeBytes(value: AnyRef): Array[Byte] = upickle.default.writeToByteArray(value)
      override def readBytes(bytes: Array[Byte]): AnyRef = ScalaBinding.io(upickle.default.read[AnyRef](bytes))
      override def writeString(value: AnyRef): String = upickle.default.write(value)
      override def readString(text: String): AnyRef = ScalaBinding.io(upickle.default.read[AnyRef](text))
      override def writeChars(value: AnyRef, out: Writer): Unit = {
        upickle.default.writeTo(value, out)
        out.flush()
      }
    }
}

/**
 * upickle's MessagePack (upack) through the same ReadWriters: writeBinary,
 * writeBinaryTo an OutputStream, readBinary from a byte[] and an InputStream.
 */
final class UpickleMsgpackCodec extends Codec {
  private val codecInfo = CodecInfo.builder("upickle-msgpack")
    .library("upickle", classOf[upickle.Api], "com.lihaoyi", "upickle_2.13")
    .binary("MessagePack", "application/msgpack", Family.BINARY)
    .binding(BindingStyle.POJO)
    .config("upickle.default with macroRW ReadWriters made once; writeBinary, writeBinaryTo an "
      + "OutputStream, readBinary from byte[] and InputStream; a user's file binds as "
      + "ujson.Value")
    .notes("objects are MessagePack maps keyed by field name; readBinary stops after one value and "
      + "does not check for trailing bytes (upack has no such check); enums are Strings in the case "
      + "classes")
    .build()

  override def info(): CodecInfo = codecInfo

  override def bind(dataSet: DataSet[_]): Binding[_] =
    new UpickleBinding(dataSet, UpickleRWs.rw(dataSet)) {
      override def write(value: AnyRef, out: OutputStream): Unit = {
        upickle.default.writeBinaryTo(value, out)
        out.flush()
      }
      override def read(in: InputStream): AnyRef = ScalaBinding.io(upickle.default.readBinary[AnyRef](in))
      override def writeBytes(value: AnyRef): Array[Byte] = upickle.default.writeBinary(value)
      override def readBytes(bytes: Array[Byte]): AnyRef = ScalaBinding.io(upickle.default.readBinary[AnyRef](bytes))
    }
}
