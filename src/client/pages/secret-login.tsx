/** Administrator ("CEO") login (SPEC §2, §5, §8). Success → /ceo-dashboard. */
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminLogin, AdminLoginSchema } from '@shared/schemas/auth.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import type { z } from 'zod';
import { AuthLayout } from '@/components/layout/auth-layout';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ADMIN_STATUS_KEY } from '@/lib/admin';
import { ApiError, api, errorMessage } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { dismissToast, toast } from '@/lib/use-toast';

export function SecretLogin() {
  useDocumentTitle(t('admin.login.documentTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof AdminLoginSchema>, unknown, AdminLogin>({
    resolver: zodResolver(AdminLoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const login = useMutation({
    mutationFn: (data: AdminLogin) => api('POST /secret-admin-login', { body: data }),
    onSuccess: () => {
      dismissToast(); // an earlier 'Access Denied' no longer applies
      queryClient.removeQueries({ queryKey: ADMIN_STATUS_KEY });
      navigate('/ceo-dashboard');
    },
    onError: (error) => {
      form.resetField('password');
      // SPEC §8: 'Access Denied - Invalid credentials'; other failures (rate limit, disabled) say why.
      const description =
        error instanceof ApiError && error.status !== 401 && error.status !== 400
          ? errorMessage(error, t('admin.login.deniedBody'))
          : t('admin.login.deniedBody');
      toast({ title: t('admin.login.deniedTitle'), description, variant: 'destructive' });
    },
  });
  const { errors } = form.formState;

  return (
    <AuthLayout
      title={t('admin.login.title')}
      subtitle={t('admin.login.subtitle')}
      icon={
        <span className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-accent-soft text-accent">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
      }
    >
      <form noValidate onSubmit={form.handleSubmit((data) => login.mutate(data))} className="flex flex-col gap-5">
        <FormField label={t('admin.login.username')} error={errors.username?.message}>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
        </FormField>
        <FormField label={t('admin.login.password')} error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" size="lg" variant="accent" disabled={login.isPending}>
          {login.isPending ? t('admin.login.submitting') : t('admin.login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
