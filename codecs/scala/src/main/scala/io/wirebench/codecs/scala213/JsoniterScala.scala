package io.wirebench.codecs.scala213

import com.github.plokhotnyuk.jsoniter_scala.core._
import com.github.plokhotnyuk.jsoniter_scala.macros.{CodecMakerConfig, JsonCodecMaker}
import io.wirebench.core.{Binding, BindingStyle, Codec, CodecInfo, DataSet, Family,
  UnsupportedDataSetException}
import io.wirebench.core.{model => jm}
import java.io.{InputStream, OutputStream}

/**
 * jsoniter-scala codecs for the case classes, generated at compile time by JsonCodecMaker.make with
 * its defaults, which leave out None, empty collections and fields equal to their default value.
 */
object JsoniterCodecs {
  implicit val person: JsonValueCodec[Person] = JsonCodecMaker.make
  implicit val dbData: JsonValueCodec[DbData] = JsonCodecMaker.make
  implicit val measurements: JsonValueCodec[Measurements] = JsonCodecMaker.make
  implicit val moduleIds: JsonValueCodec[ModuleIds] = JsonCodecMaker.make
  implicit val decimalMatrix: JsonValueCodec[DecimalMatrix] = JsonCodecMaker.make
  implicit val mediaContent: JsonValueCodec[MediaContent] = JsonCodecMaker.make
  implicit val sparseModuleIds: JsonValueCodec[SparseModuleIds] = JsonCodecMaker.make

  val byType: Map[Class[_], JsonValueCodec[_]] = Map(classOf[jm.Person] -> person,
    classOf[jm.DbData] -> dbData, classOf[jm.Measurements] -> measurements,
    classOf[jm.ModuleIds] -> moduleIds, classOf[jm.DecimalMatrix] -> decimalMatrix,
    classOf[jm.MediaContent] -> mediaContent, classOf[jm.SparseModuleIds] -> sparseModuleIds)
}

/**
 * The same codecs made to write every field: CodecMakerConfig with transientNone,
 * transientEmpty and transientDefault off (None as null, empty collections as [], defaults
 * written), jsoniter-scala's documented switches for it.
 */
object JsoniterKeepCodecs {
  // The config must be a literal in each call: make reads it at compile time.
  implicit val person: JsonValueCodec[Person] = JsonCodecMaker.make(CodecMakerConfig
    .withTransientNone(false).withTransientEmpty(false).withTransientDefault(false))
  implicit val dbData: JsonValueCodec[DbData] = JsonCodecMaker.make(CodecMakerConfig
    .withTransientNone(false).withTransientEmpty(false).withTransientDefault(false))
  implicit val measurements: JsonValueCodec[Measurements] = JsonCodecMaker.make(CodecMakerConfig
    .withTransientNone(false).withTransientEmpty(false).withTransientDefault(false))
  implicit val moduleIds: JsonValueCodec[ModuleIds] = JsonCodecMaker.make(CodecMakerConfig
    .withTransientNone(false).withTransientEmpty(false).withTransientDefault(false))
  implicit val decimalMatrix: JsonValueCodec[DecimalMatrix] = JsonCodecMaker.make(CodecMakerConfig
    .withTransientNone(false).withTransientEmpty(false).withTransientDefault(false))
  implicit val mediaContent: JsonValueCodec[MediaContent] = JsonCodecMaker.make(CodecMakerConfig
    .withTransientNone(false).withTransientEmpty(false).withTransientDefault(false))
  implicit val sparseModuleIds: JsonValueCodec[SparseModuleIds] = JsonCodecMaker.make(CodecMakerConfig
    .withTransientNone(false).withTransientEmpty(false).withTransientDefault(false))

  val byType: Map[Class[_], JsonValueCodec[_]] = Map(classOf[jm.Person] -> person,
    classOf[jm.DbData] -> dbData, classOf[jm.Measurements] -> measurements,
    classOf[jm.ModuleIds] -> moduleIds, classOf[jm.DecimalMatrix] -> decimalMatrix,
    classOf[jm.MediaContent] -> mediaContent, classOf[jm.SparseModuleIds] -> sparseModuleIds)
}

/**
 * jsoniter-scala with compile-time codecs (JsonCodecMaker.make with its defaults, the
 * configuration its README recommends) and its default ReaderConfig/WriterConfig: writeToArray,
 * writeToStream, writeToString; readFromArray, readFromStream, readFromString, which check that
 * nothing but whitespace follows the value.
 */
final class JsoniterScalaCodec extends JsoniterScalaBase("jsoniter-scala",
  "JsonCodecMaker.make codecs generated at compile time, default ReaderConfig and "
    + "WriterConfig (no indentation); writeToArray/writeToStream/writeToString, "
    + "readFromArray/readFromStream/readFromString",
  "JsonCodecMaker's defaults leave out None, empty collections and default values "
    + "(transientNone, transientEmpty, transientDefault); enums are Strings in the case classes",
  JsoniterCodecs.byType)

/**
 * jsoniter-scala writing every field (transientNone, transientEmpty and transientDefault off),
 * otherwise as jsoniter-scala: the pair shows what its default omission saves and costs (data set
 * module-ids-sparse).
 */
final class JsoniterScalaKeepEmptyCodec extends JsoniterScalaBase("jsoniter-scala-keep-empty",
  "JsonCodecMaker.make(CodecMakerConfig.withTransientNone(false).withTransientEmpty(false)"
    + ".withTransientDefault(false)) codecs generated at compile time, default ReaderConfig and "
    + "WriterConfig; writeToArray/writeToStream/writeToString, readFromArray/readFromStream/readFromString",
  "writes every field: None as null, empty collections as [], default values; enums are Strings "
    + "in the case classes",
  JsoniterKeepCodecs.byType)

/** The jsoniter-scala codecs, which differ only in the CodecMakerConfig their codecs were made with. */
abstract class JsoniterScalaBase(id: String, config: String, notes: String,
    byType: Map[Class[_], JsonValueCodec[_]]) extends Codec {
  private val codecInfo = CodecInfo.builder(id)
    .library("jsoniter-scala", classOf[JsonValueCodec[_]], "com.github.plokhotnyuk.jsoniter-scala",
      "jsoniter-scala-core_2.13")
    .text("JSON", "application/json", Family.JSON)
    .binding(BindingStyle.POJO)
    .config(config)
    .notes(notes)
    .refusesTrailingBytes()
    .build()

  override def info(): CodecInfo = codecInfo

  override def bind(dataSet: DataSet[_]): Binding[_] = {
    if (dataSet.isUntyped) throw new UnsupportedDataSetException("jsoniter-scala binds case classes "
      + "only: it has no JSON tree to read a user's file into (a codec for a hand-written tree "
      + "type would be needed)")
    implicit val codec: JsonValueCodec[AnyRef] =
      Models.pick(dataSet, byType).asInstanceOf[JsonValueCodec[AnyRef]]
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
