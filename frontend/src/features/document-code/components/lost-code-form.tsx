import { Box, Button, Field, HStack, Input, Link, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useRecoverDocumentCodes } from '../api/recover-document-codes';
import { LOST_CODE_STRINGS } from '../lost-code-strings';

/**
 * 'Lost your code?': the buyer's checkout email, to which every active code bought with it is sent. What the screen
 * says afterwards is the same whether or not the address bought anything (the server's answer is too).
 */
export function LostCodeForm() {
  const { trigger } = useRecoverDocumentCodes();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const hintId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address.includes('@')) {
      setFieldError(LOST_CODE_STRINGS.invalidEmail);
      return;
    }
    setSending(true);
    setFieldError(null);
    setFailure(null);
    try {
      await trigger(address);
      setSentTo(address);
      setEmail('');
    } catch (error) {
      if (isApiError(error) && error.fields?.email) setFieldError(error.fields.email);
      else setFailure(errorMessage(error, LOST_CODE_STRINGS.failed));
    }
    setSending(false);
  }

  if (sentTo !== null) {
    return (
      <Box role="status" mt="3" p="3" borderWidth="1px" borderRadius="md" bg="bg" fontSize="sm">
        <Text fontWeight="semibold">{LOST_CODE_STRINGS.sentTitle}</Text>
        <Text mt="1">{LOST_CODE_STRINGS.sent(sentTo)}</Text>
        <Text mt="1" color="fg.muted">
          {LOST_CODE_STRINGS.nothingArrived}{' '}
          <Link asChild color="blue.700" textDecoration="underline">
            <RouterLink to={paths.contact.getHref()}>{LOST_CODE_STRINGS.contactUs}</RouterLink>
          </Link>
        </Text>
        <Button mt="2" size="sm" variant="outline" onClick={() => setSentTo(null)}>
          {LOST_CODE_STRINGS.another}
        </Button>
      </Box>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={LOST_CODE_STRINGS.formLabel}>
      <Text id={hintId} fontSize="sm" color="fg.muted" mt="3" mb="2">
        {LOST_CODE_STRINGS.intro}
      </Text>
      <Field.Root invalid={Boolean(fieldError)}>
        <Field.Label>{LOST_CODE_STRINGS.emailLabel}</Field.Label>
        <HStack w="full" align="start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Input
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            aria-describedby={hintId}
            onChange={(event) => {
              setEmail(event.target.value);
              if (fieldError) setFieldError(null);
            }}
          />
          <Button type="submit" variant="outline" colorPalette="blue" disabled={sending} flexShrink={0}>
            {sending ? LOST_CODE_STRINGS.sending : LOST_CODE_STRINGS.submit}
          </Button>
        </HStack>
        {fieldError && <Field.ErrorText role="alert">{fieldError}</Field.ErrorText>}
      </Field.Root>
      {failure && (
        <Text role="alert" color="red.700" fontSize="sm" mt="2">
          {failure}
        </Text>
      )}
    </form>
  );
}
