package io.wirebench.codecs.scala213

import com.github.plokhotnyuk.jsoniter_scala.core._
import com.github.plokhotnyuk.jsoniter_scala.macros.JsonCodecMaker
import io.wirebench.core.{Binding, BindingStyle, Codec, CodecInfo, DataSet, Family,
  UnsupportedDataSetException}
import io.wirebench.core.{model => jm}
import java.io.{InputStream, OutputStream}

/** jsoniter-scala codecs for the case classes, generated at compile time by JsonCodecMaker.make. */
object JsoniterCodecs {
  implicit val person: JsonValueCodec[Person] = JsonCodecMaker.make
  implicit val dbData: JsonValueCodec[DbData] = JsonCodecMaker.make
  implicit val measurements: JsonValueCodec[Measurements] = JsonCodecMaker.make
  implicit val moduleIds: JsonValueCodec[ModuleIds] = JsonCodecMaker.make
  implicit val decimalMatrix: JsonValueCodec[DecimalMatrix] = JsonCodecMaker.make
  implicit val mediaContent: JsonValueCodec[MediaContent] = JsonCodecMaker.make

  val byType: Map[Class[_], JsonValueCodec[_]] = Map(classOf[jm.Person] -> person,
    classOf[jm.DbData] -> dbData, classOf[jm.Measurements] -> measurements,
    classOf[jm.ModuleIds] -> moduleIds, classOf[jm.DecimalMatrix] -> decimalMatrix,
    classOf[jm.MediaContent] -> mediaContent)
}

/**
 * jsoniter-scala with compile-time codecs (JsonCodecMaker.make with its defaults, the
 * configuration its README recommends) and its default ReaderConfig/WriterConfig: writeToArray,
 * writeToStream, writeToString; readFromArray, readFromStream, readFromString, which check that
 * nothing but whitespace follows the value.
 */
final class JsoniterScalaCodec extends Codec {
  private val codecInfo = CodecInfo.builder("jsoniter-scala")
    .library("jsoniter-scala", classOf[JsonValueCodec[_]], "com.github.plokhotnyuk.jsoniter-scala",
      "jsoniter-scala-core_2.13")
    .text("JSON", "application/json", Family.JSON)
    .binding(BindingStyle.POJO)
    .config("JsonCodecMaker.make codecs generated at compile time, default ReaderConfig and "
      + "WriterConfig (no indentation); writeToArray/writeToStream/writeToString, "
      + "readFromArray/readFromStream/readFromString")
    .notes("JsonCodecMaker's defaults leave out None, empty collections and default values "
      + "(transientNone, transientEmpty, transientDefault); enums are Strings in the case classes")
    .refusesTrailingBytes()
    .build()

  override def info(): CodecInfo = codecInfo

  override def bind(dataSet: DataSet[_]): Binding[_] = {
    if (dataSet.isUntyped) throw new UnsupportedDataSetException("jsoniter-scala binds case classes "
      + "only: it has no JSON tree to read a user's file into (a codec for a hand-written tree "
      + "type would be needed)")
    implicit val codec: JsonValueCodec[AnyRef] =
      Models.pick(dataSet, JsoniterCodecs.byType).asInstanceOf[JsonValueCodec[AnyRef]]
    new ScalaBinding(dataSet, Models.sample(dataSet)) {
      override def write(value: AnyRef, out: OutputStream): Unit = {
        writeToStream(value, out)
        out.flush()
      }
      override def read(in: InputStream): AnyRef = readFromStream[AnyRef](in)
      override def writeBytes(value: AnyRef): Array[Byte] = writeToArray(value)
      override def readBytes(bytes: Array[Byte]): AnyRef = readFromArray[AnyRef](bytes)
      override def writeString(value: AnyRef): String = writeToString(value)
      override def readString(text: String): AnyRef = readFromString[AnyRef](text)
    }
  }
}
